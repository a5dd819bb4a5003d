/* run-narrow-guard.c at -O3 -march=x86-64-v3: VF 4 for the double
   kernel, 8 for the others; the byte and short accesses stay lane by
   lane (AVX2 has no masked byte access).  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "run-narrow-guard.c"
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* lanes=[1-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* lanes=[1-9]} "qprop-vectorize" } } */
