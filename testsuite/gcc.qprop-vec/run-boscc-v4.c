/* BOSCC gadgets (run-boscc.c) at -march=x86-64-v4: the skip tests
   test the region's k-mask.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "run-boscc.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* boscc=[1-9]} "qprop-vectorize" } } */
