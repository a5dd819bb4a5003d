/* qprop-linearize on an OpenACC gang vector loop (nvptx accelerator
   compiler), the shape of benchmarks/offload/scloop (issue 33): a
   short-circuit condition whose false side holds a counted loop.

     A:  if (a[i] > t				divergent
     B:      && b[c[i]] > t)			divergent, needs two loads
     X:    r = r * K + C;
	 else
     L:    for (k = 0; k < kl; k++) ...		kl the same for every lane
     P:  a[i] = ...; sum[i] += r;		the join

   L is reached from A's false edge and from B's false edge, so a warp runs
   the whole loop twice.  Today qprop-linearize leaves both regions alone
   ("it holds a loop"), and the region of the gang vector loop's guard too:
   three refusals, nothing folded.  The scans below record that;
   linearization over the loop tree (L one node of the region, kept a loop
   since its trip count is uniform) must flip the two inner refusals to
   "linearized" with A and B folded.

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

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it holds a loop$} 3 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: kernel\._omp_fn\.0: divergent-branches=4 folded=0 kept=4 uniform-branches=2 uniform-lost=0 uniform-loops=1 } "qprop-linearize" } } */
