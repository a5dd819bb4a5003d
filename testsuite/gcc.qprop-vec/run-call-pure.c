/* calls-pure.h at -O2 (SSE2): four calls per vector iteration.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "calls-pure.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* lanes=1 .* calls=1 clones=0$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {= lookup \(} 5 "qprop-vectorize" } } */
