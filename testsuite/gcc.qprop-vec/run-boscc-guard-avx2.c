/* run-boscc-guard.c at -O3 -march=x86-64-v3: 8 lanes, AVX2's masked
   loads and stores (and gathers where the tuning has them) inside the
   gadgets.  -ffp-contract=off as in every AVX2 test here.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */

#include "run-boscc-guard.c"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9]} 2 "qprop-vectorize" } } */
