/* calls-libmvec.h at -O2 -ffast-math (SSE2): libmvec's 4-lane expf
   (_ZGVbN4v_expf).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_libmvec } */
/* { dg-options "-O2 -ffast-math -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-lm" } */

#include "calls-libmvec.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= expf\.simdclone\.0 \(} "qprop-vectorize" } } */
