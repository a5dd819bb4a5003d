/* The double Mandelbrot (mandel-f64.h) at -march=x86-64-v4
   -mprefer-vector-width=512: 8 64-bit lanes in zmm registers, the 32-bit
   values beside them in ymm, one 8-bit mask for both.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* loops=1 .* lanes=0 } "qprop-vectorize" } } */
