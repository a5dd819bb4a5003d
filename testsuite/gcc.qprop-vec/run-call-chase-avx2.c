/* calls-chase.h at -O3 -march=x86-64-v3: per-lane calls under the live
   mask of a divergent inner loop.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "calls-chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* loops=1 .* lanes=1 .* calls=1 clones=0$} "qprop-vectorize" } } */
