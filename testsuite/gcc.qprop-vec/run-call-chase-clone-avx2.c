/* calls-chase.h with step () `declare simd', at -O3 -march=x86-64-v3:
   the inbranch AVX2 clone under the live mask of the divergent inner
   loop (lanes that have left hold -1, on which step () traps).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#define CHASE_CLONE
#include "calls-chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* loops=1 .* lanes=0 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* The AVX2 inbranch clone is the sixth (see run-call-clone-avx2.c).  */
/* { dg-final { scan-tree-dump {= step\.simdclone\.5 \(} "qprop-vectorize" } } */
