/* qprop-linearize on an OpenACC gang vector loop (nvptx accelerator
   compiler), the shape of benchmarks/offload/scloop (issue 33): a
   short-circuit condition whose false side holds a counted loop.

     A:  if (a[i] > t				divergent
     B:      && b[c[i]] > t)			divergent, needs two loads
     X:    r = r * K + C;
	 else
     L:    for (k = 0; k < kl; k++) ...		kl the same for every lane
     P:  a[i] = ...; sum[i] += r;		the join

   L is reached from A's false edge and from B's false edge, so without
   linearization a warp runs the whole loop twice.  qprop-linearize treats
   L as one node of A's region (linearize-loops.cc) and linearizes the
   region as a condition chain: A and B are folded into one branch to X or
   to L, and L, below its target, stays a loop (uniform: kl is the same in
   every lane), run once per warp.  The region of the gang vector loop's guard
   holds the item loop as a node and shares nothing.

   The run executes the host fallback here and checks every element against
   the same body compiled without OpenACC (ref), with t making both tests
   true, both false and mixed, kl = 0, and a partial last warp;
   check-simt-run.sh runs it on simgpu with the transformed nvptx code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define ITEM_LOOP _Pragma ("acc parallel loop gang vector copyin(b[0:NB], c[0:n]) copy(a[0:n], sum[0:n])")
#include "lin-scloop.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized as a condition chain \(blocks=2 folded=2 guarded=1 merged-phis=0 gain=[0-9]+ cost=[0-9]+ loops=1 \(1 uniform, 0 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {it holds a loop} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: kernel\._omp_fn\.0: divergent-branches=4 folded=2 kept=2 uniform-branches=2 uniform-lost=0 uniform-loops=1 } "qprop-linearize" } } */
