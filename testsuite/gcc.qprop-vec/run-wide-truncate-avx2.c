/* wide-truncate.h at -O3 -march=x86-64-v3: VF 4, the truncation a
   vpermd and the low half.  Cost model off as in run-wide-truncate.c.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "wide-truncate.h"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* stores=3 } "qprop-vectorize" } } */
