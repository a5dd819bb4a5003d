/* qprop-linearize on an OpenACC gang vector loop (nvptx accelerator
   compiler), the shape of benchmarks/offload/nestarm (issue 33): nested
   divergent arms, one of which holds a uniform loop.

     A:  if (x & 1)				divergent
     B:    if (x & 2)				divergent, nested in A
     L:      for (k = 0; k < m; k++)		m and key[k] the same in every
	       r = (r ^ key[k]) * P;		lane: a uniform loop
	   else
	     r = ...;
	 else
	   r = ...;
	 v[i] = ...;				the join

   qprop-div finds L uniform (uniform-loops=1).  qprop-linearize treats L
   as one node of B's and A's regions (linearize-loops.cc), and leaves
   both alone because an if-then-else already runs each block once per
   warp: nothing would be shared, and guards would only cost.  The same
   holds for the region of the gang vector loop's guard.

   The run executes the host fallback here and checks every element against
   the same body compiled without OpenACC (ref), with m = 0, every lane in
   L, no lane in L, and a partial last warp; check-simt-run.sh runs it on
   simgpu with the transformed nvptx code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define ITEM_LOOP _Pragma ("acc parallel loop gang vector copyin(key[0:MAXM]) copy(v[0:n])")
#include "lin-nestarm.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: every block runs once per warp already$} 3 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {it holds a loop} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: kernel\._omp_fn\.0: divergent-branches=4 folded=0 kept=4 uniform-branches=2 uniform-lost=0 uniform-loops=1 } "qprop-linearize" } } */
