/* Mandelbrot (mandel.h) at -march=x86-64-v4: 16 lanes (GCC 12's x86-64-v4
   tuning prefers 512-bit vectors), the masks in k registers and the
   any-lane tests.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* loops=1 } "qprop-vectorize" } } */
