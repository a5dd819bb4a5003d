/* run-boscc-reduce.c at -O3 -march=x86-64-v3: 8 lanes, the rare arm's
   load a gather and its store masked, vptest for the gadget's test.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-verify -ffp-contract=off" } */

#include "run-boscc-reduce.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* boscc=[1-9]} "qprop-vectorize" } } */
