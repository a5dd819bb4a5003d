/* run-bsearch.c at -O3 -march=x86-64-v3: 8 lanes, -O3's loop transforms
   before the pass.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-bsearch.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
