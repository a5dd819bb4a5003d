/* run-const-trip.c at -O3 -march=x86-64-v3 (8 lanes: kernel_5 runs no
   whole vector).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-const-trip.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_1003: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_5: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
