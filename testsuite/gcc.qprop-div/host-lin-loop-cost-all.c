/* qprop-linearize's divergent loop transform without its cost estimate,
   in host SIMT mode: host-lin-loop-cost.c compiled with
   -fplugin-arg-qprop-selftest=linearize-all.  There the loop whose two
   exit blocks hold one operation each is left alone because what it would
   share costs less than the dispatch; here the estimate is skipped, so
   the same loop's exits are rebound, and the run (the same scalar
   reference and sentinel checks) shows that the transformed loop still
   computes the right values.  The gain and cost figures are printed all
   the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#include "host-lin-loop-cost.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=2 targets=2 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {exits left alone} "qprop-linearize" } } */
