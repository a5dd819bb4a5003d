/* run-break-inner.c at -O3 -march=x86-64-v3: 8 lanes, AVX2's masked loads
   and stores, -O3's loop transforms before the pass. -ffp-contract=off as
   in every AVX2 test here (FMAs form differently in the vector body).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-break-inner.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=[1-9]} "qprop-vectorize" } } */
