/* qprop-vectorize: double and long reductions, a double private and
   lastprivate at -O2 (SSE2: VF 2); see reduce-wide.h.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffinite-math-only -fno-signed-zeros -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "reduce-wide.h"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* loops=1 } 2 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: lkernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
