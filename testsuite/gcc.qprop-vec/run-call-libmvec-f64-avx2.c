/* calls-libmvec-f64.h at -O3 -march=x86-64-v3 -ffast-math: libmvec's
   AVX2 exp (_ZGVdN4v_exp), VF 4.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target qprop_libmvec } */
/* { dg-options "-O3 -march=x86-64-v3 -ffast-math -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* { dg-additional-options "-lm" } */

#include "calls-libmvec-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= exp\.simdclone\.[0-9]+ \(} "qprop-vectorize" } } */
