/* run-uniform-kept.c at -O3 -march=x86-64-v3: 8 lanes, AVX2's masked
   loads and stores.  -fno-unswitch-loops: otherwise GCC unswitches the
   loops on the flag parameter and vectorizes each copy itself, and only
   kernel_nested (its uniform load is tested inside a divergent arm) is
   left to the pass.  -ffp-contract=off as in every AVX2 test here.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fno-unswitch-loops -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-uniform-kept.c"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* kept=[1-9]} 4 "qprop-vectorize" } } */
