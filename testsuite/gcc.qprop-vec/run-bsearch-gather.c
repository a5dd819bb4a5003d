/* run-bsearch.c at -O3 -march=x86-64-v3 with AVX2 gathers enabled
   (-mtune-ctrl=use_gather): t[mid] is a masked gather under the inner
   loop's live mask.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "run-bsearch.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=[1-9]} "qprop-vectorize" } } */
