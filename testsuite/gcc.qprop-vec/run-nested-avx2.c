/* run-nested.c at -O3 -march=x86-64-v3: 8 lanes, AVX2's masked loads
   and stores, -O3's loop transforms before the pass.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */

#include "run-nested.c"

/* -O3 may split or version loops; the results must be right either way,
   and the pass saw each kernel.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_two: simd-loops=[1-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_exits: simd-loops=[1-9]} "qprop-vectorize" } } */
