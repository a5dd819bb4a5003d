/* calls-f64.h at -O3 -march=x86-64-v3 -fno-math-errno (VF 4): vsqrtpd,
   the AVX2 clones of wave (V4DF).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fno-math-errno -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */
/* { dg-additional-options "-lm" } */

#include "calls-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_math: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_clone: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_pure: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 } 3 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= \.SQRT \(} "qprop-vectorize" } } */
