/* The double-precision Mandelbrot (mandel-f64.h) with -march=x86-64-v3:
   VF 4 (V4DF in ymm registers, V4DI masks, vptest), the depth scaled,
   converted by vcvttpd2dq to V4SI, its four low bytes packed (vpshufb)
   and stored as one 32-bit word; with the cost model on.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 .* lanes=0 } "qprop-vectorize" } } */
