/* qprop-flatten on an OpenACC gang vector loop (nvptx accelerator
   compiler): a per-lane work queue, the OpenACC version of
   gcc.qprop-div/host-flat-workqueue.c.  Each iteration i of the gang
   vector loop is a lane (a vector lane on nvptx); lane i takes the items
   first[i] .. first[i] + cnt[i] - 1 (outer loop A, zero items for some
   lanes), and works on each with a while loop (inner loop B) whose trip
   count len[item] is data-dependent and which may stop early:

     A:  for (j = 0; j < cnt[i]; j++)
	   {
	     it = first[i] + j;  h = seed[it];	prologue
	     B:  k = 0;
		 while (k < len[it])		divergent exit
		   {
		     h = h * 31 + data[...];
		     if (h % 251 == stop)  break;
		     k++;
		   }
	     acc += h ^ (k << 4);		epilogue
	   }
	 out[i] = acc;

   B's exit diverges: a warp would wait at it for its slowest lane on
   every item.  Formula (1) would leave this nest alone (A's prologue and
   epilogue weigh more than one trip of B); with selftest=flatten-all in
   the accelerator compiler the nest A > B is flattened.  The pass then
   looks at the nest of the gang vector loop around the flattened A (each
   lane's own loop over its iterations i on nvptx) and flattens it in
   turn: two nests, both flattened.

   The run executes the host fallback (no GPU here) and compares every
   result with a scalar reference (noinline, no OpenACC), on skewed, even
   and zero trip counts, with sentinels past the last lane;
   check-simt-run.sh runs it on simgpu with the flattened nvptx code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#define QUEUE_LOOP _Pragma ("acc parallel loop gang vector copyin(first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256]) copy(out[0:n])")
#include "flat-workqueue.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \([^)]* in-step\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1(?: in-step)?\)$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: nests=2 flattened=2$} "qprop-flatten" } } */
