/* vectorize-boscc=off: the biased cascade of boscc-cascade.c at
   -march=x86-64-v3 (8 lanes, where the cost model accepts it either way)
   is vectorized without gadgets; with them (the default) it has some.  */
/* { dg-do compile { target { i?86-*-* x86_64-*-* } } } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-boscc=off" } */

#define CASCADE_LIKELY(c) __builtin_expect ((c), 1)
#include "cascade.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* boscc=0 cost=} "qprop-vectorize" } } */
