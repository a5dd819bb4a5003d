/* Pointer chasing (chase.h) at -march=x86-64-v4 with vectorize-gather=isa:
   AVX-512's gather builtin, its mask argument the k-mask itself.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -fplugin-arg-qprop-vectorize-gather=isa -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* loops=1 .* gathers=1 lanes=0 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {__builtin_ia32_gathersiv16si} "qprop-vectorize" } } */
