/* -fplugin-arg-qprop-flatten-blocks=N bounds the outer loops that
   qprop-flatten takes, in host SIMT mode (lane T = iteration of the omp
   simd loop).  The work queue of host-flat-workqueue.c, whose nest A > B
   that test flattens with selftest=flatten-all, compiled with
   flatten-blocks=3: A (the item loop, with the while loop B, its early
   break and the epilogue) has more than three basic blocks, so the nest
   is left alone, "the outer loop has more blocks than flatten-blocks",
   whatever selftest=flatten-all says about the cost model.

   The run compares out with a scalar reference (noipa, no simd) as in
   host-flat-workqueue.c.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-flatten-blocks=3 -fplugin-arg-qprop-dump=qprop-flatten" } */

#include "host-flat-workqueue.c"

/* A > B at least (the nest of the simd loop, larger still, may give the
   same reason or the lane loop's).  */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop has more blocks than flatten-blocks$} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
