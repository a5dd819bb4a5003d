/* calls-f64.h at -O3 -march=x86-64-v3 (4 lanes of 64 bits): mix's AVX2
   inbranch clone takes 32-bit mask lanes, the loop's masks have 64-bit
   lanes, so both calls are made lane by lane.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-verify -ffp-contract=off" } */

#include "calls-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 3[0-9]\): vectorized VF=4 .* lanes=2 .* calls=2 clones=0$} "qprop-vectorize" } } */
