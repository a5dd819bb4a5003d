/* qprop-linearize without its cost estimate, in host SIMT mode:
   host-lin-cost.c compiled with -fplugin-arg-qprop-selftest=linearize-all.
   There the short-circuit region with the small shared arm Y is left
   alone because what it would share costs less than the guards; here the
   estimate is skipped, so the same region is linearized (both branches
   folded), and the run (the same scalar reference and sentinel
   checks) shows that the transformed loop still computes the right
   values.  The gain and cost figures are printed all the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#include "host-lin-cost.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 guarded=[0-9]+ merged-phis=[0-9]+ gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {left alone} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=2 folded=2 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
