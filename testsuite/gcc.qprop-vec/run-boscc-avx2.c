/* run-boscc.c at -O3 -march=x86-64-v3: 8 lanes, AVX2's masked loads and
   stores in the rare arm, vptest for the gadgets' tests.
   -ffp-contract=off as in every AVX2 test here.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-boscc.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9]} "qprop-vectorize" } } */
