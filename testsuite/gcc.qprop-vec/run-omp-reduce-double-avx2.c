/* run-omp-reduce-double.c at -O3 -march=x86-64-v3: VF 4, V4DF and V4DI
   copies.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -ffinite-math-only -fno-signed-zeros -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */

#include "reduce-wide.h"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } 2 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: lkernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
