/* -fplugin-arg-qprop-linearize-boscc=on, in host SIMT mode (lane T =
   iteration of the omp simd loop): the nested regions of
   host-lin-nested.c.  In "outer", C's region is linearized as a whole,
   and the guarded block of B (the test b[i] > t) dominates the blocks
   after it in the chain (B2 and X): its guard gets a BOSCC gadget, so
   that a warp in which no lane reaches B jumps over B2 and X at once,
   and the lanes that skip carry the values they had before B into Y.
   Without the argument no region gets one (host-lin-nested.c checks that
   no "boscc=" appears).

   The run compares every output array with the scalar reference of
   host-lin-nested.c, for data where whole groups of lanes skip B and
   where they do not.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-linearize-boscc=on -fplugin-arg-qprop-dump=qprop-linearize" } */

#include "host-lin-nested.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=[0-9]+ folded=3 guarded=[0-9]+ merged-phis=[0-9]+ gain=[0-9]+ cost=[0-9]+ boscc=1\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: outer: divergent-branches=3 folded=3 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
