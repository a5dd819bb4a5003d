/* calls-libmvec-f64.h at -O2 -ffast-math (SSE2): libmvec's 2-lane exp
   (_ZGVbN2v_exp).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_libmvec } */
/* { dg-options "-O2 -ffast-math -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* { dg-additional-options "-lm" } */

#include "calls-libmvec-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= exp\.simdclone\.[0-9]+ \(} "qprop-vectorize" } } */
