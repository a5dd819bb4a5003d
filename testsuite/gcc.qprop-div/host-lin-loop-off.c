/* qprop-linearize's divergent loop transform turned off: host-lin-loop-
   three.c compiled with -fplugin-arg-qprop-linearize-loops=off (and still
   with selftest=linearize-all, so that the cost estimate is not what
   stops it).  The loop with three divergent exits, each with its own
   work, is not transformed: no "exits rebound".  The run (the same
   scalar reference and sentinel checks) passes with the loop as GCC left
   it.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-linearize-loops=off -fplugin-arg-qprop-dump=qprop-linearize" } */

#include "host-lin-loop-three.c"

/* { dg-final { scan-tree-dump-not {exits rebound} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=4 } "qprop-linearize" } } */
