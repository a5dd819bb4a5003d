/* Two inner loops in a row with lane-dependent trip counts (cnt[i] and
   i), each a divergent vector loop with its own live and exit masks; s
   and t are uniform inside their loops (every live lane has run the same
   iterations) and leave through the exit accumulators.  The kernel and
   its check are qprop-div's host-inner-trip.c.  Found by the
   GCC-vectorized-asm sweep: code generation asked SCEV for the steps of
   the induction variables after changing the CFG (ICE).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "../gcc.qprop-div/host-inner-trip.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=[0-9]+ loops=2 loads=1 stores=2 } "qprop-vectorize" } } */
