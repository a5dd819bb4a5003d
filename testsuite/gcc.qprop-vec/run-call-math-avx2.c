/* calls-math.h at -O3 -march=x86-64-v3 -fno-math-errno: sqrtf is one
   vector .SQRT (vsqrtps) under the arm's mask, fminf one call per active
   lane.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fno-math-errno -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */
/* The cost model declines the per-lane fminf calls; the test checks
   the vector code, so it is turned off.  */

#include "calls-math.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* lanes=1 .* calls=2 clones=0$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= \.SQRT \(} "qprop-vectorize" } } */
