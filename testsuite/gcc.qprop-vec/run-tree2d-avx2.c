/* run-tree2d.c at -O3 -march=x86-64-v3 with gathers (-mtune-ctrl=use_gather):
   key[n] and child[n][v > k] are AVX2 gathers, the latter with the index
   n * 2 + (v > k).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-tree2d.c"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=2 lanes=0 } 2 "qprop-vectorize" } } */
