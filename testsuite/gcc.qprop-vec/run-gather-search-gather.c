/* run-gather-search.c at -O3 -march=x86-64-v3 with gathers switched on
   in the tuning (-mtune-ctrl=use_gather: x86-64-v3's generic tuning
   leaves them off, a Zen or recent Intel tuning has them): the tree
   descent becomes masked AVX2 gathers, whose inactive lanes load
   nothing.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-gather-search.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=[1-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_descend: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_search: simd-loops=1 } "qprop-vectorize" } } */
