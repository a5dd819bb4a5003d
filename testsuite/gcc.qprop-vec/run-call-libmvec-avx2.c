/* calls-libmvec.h at -O3 -march=x86-64-v3 -ffast-math: libmvec's AVX2
   expf (_ZGVdN8v_expf).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target qprop_libmvec } */
/* { dg-options "-O3 -march=x86-64-v3 -ffast-math -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-lm" } */

#include "calls-libmvec.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* The clone declarations: SSE2, AVX, AVX2, AVX-512 (notinbranch only):
   .2 is AVX2's (call-libmvec-names.c checks the name).  */
/* { dg-final { scan-tree-dump {= expf\.simdclone\.2 \(} "qprop-vectorize" } } */
