/* calls-f64.h at -O2 -fno-math-errno (SSE2, VF 2): sqrtpd for sqrt,
   fmin per lane, the SSE2 clones of wave (V2DF), dlookup and llookup
   per lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -ffp-contract=off" } */
/* { dg-additional-options "-lm" } */

#include "calls-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_math: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_clone: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel_pure: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 } 3 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)vectorized VF=2 .* calls=2 clones=2$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= \.SQRT \(} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= wave\.simdclone\.[0-9]+ \(} "qprop-vectorize" } } */
