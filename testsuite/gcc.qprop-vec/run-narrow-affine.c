/* narrow-affine.h at -O2 (SSE2): VF 2; the short store packed (pshuflw,
   a 32-bit store), the byte store lane by lane (packing bytes takes
   pshufb, SSSE3).  Cost model off (the small kernel is declined; the
   test checks the vector code).  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "narrow-affine.h"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* stores=3 .* lanes=1 } "qprop-vectorize" } } */
