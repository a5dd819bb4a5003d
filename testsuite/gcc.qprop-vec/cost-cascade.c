/* The cost model declines a biased if-cascade (the first arm likely,
   __builtin_expect) at SSE2 (4 lanes): the vector loop pays for every
   arm under its mask in every iteration, while GCC's profile estimate
   weights the scalar arms by how often they run; the dump prints both
   estimates.  cost-cascade-off.c: the same loop with vectorize-cost=off
   is vectorized and computes the scalar loop's results.  Without BOSCC
   gadgets (vectorize-boscc=off): with them the rare arms are skipped
   and the loop pays (boscc-cascade.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-boscc=off" } */
/* { dg-additional-options "-mno-sse4.1 -mno-avx" { target { i?86-*-* x86_64-*-* } } } */

#define CASCADE_LIKELY(c) __builtin_expect ((c), 1)
#include "cascade.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: the cost model expects the vector loop to be slower \(scalar [0-9]+ per 4 iterations, vector [0-9]+\)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
