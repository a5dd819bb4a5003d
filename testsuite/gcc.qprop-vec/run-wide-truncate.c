/* wide-truncate.h at -O2 (SSE2): VF 2, the truncation a pshufd and the
   low half.  Cost model off (the test checks the vector code).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "wide-truncate.h"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* stores=3 } "qprop-vectorize" } } */
