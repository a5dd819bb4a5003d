/* calls-pure.h at -O3 -march=x86-64-v3: eight calls to lookup () per
   vector iteration, each under its lane's mask bit.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* Per-lane calls never beat the scalar loop in the cost model; the test
   checks the code, so it is turned off.  */

#include "calls-pure.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* lanes=1 .* calls=1 clones=0$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {= lookup \(} 9 "qprop-vectorize" } } */
