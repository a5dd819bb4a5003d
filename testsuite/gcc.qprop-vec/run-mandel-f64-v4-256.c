/* The double Mandelbrot (mandel-f64.h) at -march=x86-64-v4
   -mprefer-vector-width=256: 4 64-bit lanes, their masks the low 4 bits of
   a k register; the any-lane test masks the other 4 (testb $15).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=256 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 .* lanes=0 } "qprop-vectorize" } } */
