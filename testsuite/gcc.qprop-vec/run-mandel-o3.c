/* Mandelbrot (mandel.h) at -O3: GCC's vectorizer tries the loop first
   and leaves it scalar ("multiple nested loops"); qprop-vectorize then
   builds the 4-lane loop.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
