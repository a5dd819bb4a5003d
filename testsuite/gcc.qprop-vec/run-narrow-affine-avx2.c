/* narrow-affine.h at -O3 -march=x86-64-v3: VF 4; both narrow stores
   packed (vpshufb, one 32-bit and one 64-bit store).  Cost model off as
   in run-narrow-affine.c.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "narrow-affine.h"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* stores=3 .* lanes=0 } "qprop-vectorize" } } */
