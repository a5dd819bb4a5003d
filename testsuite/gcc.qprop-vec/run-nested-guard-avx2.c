/* run-nested-guard.c at -O3 -march=x86-64-v3 with gathers enabled
   (-mtune-ctrl=use_gather): masked gathers and AVX2's masked stores
   under the inner loop's live mask.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */

#include "run-nested-guard.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_walk: simd-loops=[1-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_store: simd-loops=[1-9]} "qprop-vectorize" } } */
