/* calls-math.h at -O2 (SSE2, 4 lanes): sqrtps for sqrtf, fminf per
   lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "calls-math.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* lanes=1 .* calls=2 clones=0$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= \.SQRT \(} "qprop-vectorize" } } */
