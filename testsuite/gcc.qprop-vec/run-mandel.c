/* Mandelbrot (mandel.h) at -O2: SSE2, 4 lanes.  The inner while loop
   becomes a divergent vector loop (live mask, exit masks on its two
   exits, any-lane exit), k leaves it through the exit accumulators and
   a blend with the k = 0 of the lanes that never entered (maxit <= 0),
   and out[i] is one vector store.  The run compares every pixel with the
   scalar reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=1 loops=1 loads=0 stores=1 masked=0 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: mandel: simd-loops=1 vectorized=1 by-gcc=0 left-alone=0$} "qprop-vectorize" } } */
