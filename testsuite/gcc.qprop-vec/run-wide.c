/* 64-bit lane values (wide.h) at -O2 (SSE2): VF 2, V2DF and V2DI values,
   V2SI next to them in the mixed loop (the int compare's mask widened,
   the double compare's mask narrowed for the int blend, (double) k a
   cvtdq2pd).  The cost model declines these small kernels; the test
   checks the vector code, so it is turned off.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "wide.h"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* loops=1 } 4 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_f64: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_long: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_mixed: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_gather: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
