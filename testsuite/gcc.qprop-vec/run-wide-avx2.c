/* 64-bit lane values (wide.h) at -O3 -march=x86-64-v3: VF 4, V4DF and
   V4DI in ymm registers, V4SI in xmm ones in the mixed loop, masked
   loads (vmaskmovpd) under 64-bit masks.  Cost model off as in
   run-wide.c, and kernel_gather lane by lane (no gathers in the generic tuning).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "wide.h"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } 4 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* masked=1 } "qprop-vectorize" } } */
