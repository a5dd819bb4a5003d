/* run-mixed-types.c at -O3 -march=x86-64-v3: 4 lanes (the long and double
   values: 64-bit lanes, vectorize-types.cc), the short and byte loads
   lane by lane, -O3's loop transforms before the pass; the loop with the
   call is left alone. -ffp-contract=off as
   in every AVX2 test here (FMAs form differently in the vector body).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-mixed-types.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=2 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize: +loop [0-9]+ \(line [0-9]+\): (?:vectorized VF=4 |left alone: )} 2 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: +loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* lanes=2 } "qprop-vectorize" } } */
