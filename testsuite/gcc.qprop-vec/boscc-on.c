/* boscc-off.c with the default vectorize-boscc=on: gadgets at 8 lanes,
   also on the arms GCC only guesses at (an even split at a float compare
   it knows nothing about: the uninformed rule of vectorize-boscc.cc).  */
/* { dg-do compile { target { i?86-*-* x86_64-*-* } } } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#define CASCADE_LIKELY(c) (c)
#include "cascade.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* boscc=[2-9] cost=} "qprop-vectorize" } } */
