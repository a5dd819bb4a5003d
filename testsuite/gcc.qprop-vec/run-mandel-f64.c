/* The double-precision Mandelbrot (mandel-f64.h) at -O2 (SSE2): VF 2,
   V2DF values, V2DI masks, the pixel index converted to double without
   a vector conversion, the byte store lane by lane.  The test checks
   the vector code, so the cost model is turned off (it accepts this
   shape at -O3: cost-mandel-f64.c).  -ffp-contract=off: see
   run-mandel-avx2.c.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* loops=1 .* lanes=1 } "qprop-vectorize" } } */
