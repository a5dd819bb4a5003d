/* qprop-flatten on an OpenMP "target teams distribute parallel for
   simd" loop (nvptx accelerator compiler): a per-lane work queue, the
   OpenMP version of flat-acc-workqueue.c and of
   gcc.qprop-div/host-flat-workqueue.c.  The simd lanes are SIMT lanes
   on nvptx (.GOMP_SIMT_LANE ()); each iteration i of the loop is a
   lane's work, and lane i takes the items
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
   the accelerator compiler the nest A > B is flattened.

   The accelerator compiler has two functions: kernel._omp_fn.0, the
   teams function, has no SIMT region; kernel._omp_fn.1, the parallel
   for simd body, holds the nest, and the lane loop around the flattened
   A (i = lane, lane + 32, ...: each lane's own loop over its items on
   nvptx), which is flattened in turn with it: two nests, both
   flattened.

   The run executes the host fallback (no GPU here) and compares every
   result with a scalar reference (noinline, no OpenMP), on skewed, even
   and zero trip counts, with sentinels past the last lane;
   check-simt-run.sh runs it on simgpu with the flattened nvptx code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#define QUEUE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256]) map(tofrom: out[0:n])")
#include "flat-workqueue.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \([^)]* in-step\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1(?: in-step)?\)$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: nests=2 flattened=2$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: no SIMT region$} "qprop-flatten" } } */
