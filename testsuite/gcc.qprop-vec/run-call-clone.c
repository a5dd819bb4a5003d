/* calls-clone.h at -O2 (SSE2): the 4-lane SSE2 clones of wave.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "calls-clone.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* lanes=0 .* calls=2 clones=2$} "qprop-vectorize" } } */
/* .0 and .1: the SSE2 clones (see run-call-clone-avx2.c).  */
/* { dg-final { scan-tree-dump {= wave\.simdclone\.1 \(} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= wave\.simdclone\.0 \(} "qprop-vectorize" } } */
