/* calls-f64.h at -O2 (SSE2, 2 lanes of 64 bits): per-lane calls with
   double arguments and results, and 64-bit mask lanes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-verify -ffp-contract=off" } */

#include "calls-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 3[0-9]\): vectorized VF=2 .* lanes=2 .* calls=2 clones=0$} "qprop-vectorize" } } */
