/* BOSCC gadgets (seed 002 section 6) on a biased if-cascade whose first
   arm __builtin_expect marks likely: at SSE2 (4 lanes) the rest of the
   cascade is entered by some lane with probability 1 - 0.9^4 = 0.34, and
   skipping it otherwise pays for the test; its arms, at GCC's even
   guesses, are large enough for gadgets of their own.  With the skipped
   regions discounted the cost model accepts the loop that it declines
   without them (cost-cascade.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-mno-sse4.1 -mno-avx" { target { i?86-*-* x86_64-*-* } } } */

#define CASCADE_LIKELY(c) __builtin_expect ((c), 1)
#include "cascade.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* boscc=[1-9][0-9]* cost=[0-9]+->[0-9]+$} "qprop-vectorize" } } */
