/* Mandelbrot (mandel.h) with -march=x86-64-v3: 8 lanes, the any-lane
   test a vptest.  -ffp-contract=off: the linearized body puts x*x and
   its uses in one block, where GCC forms FMAs it does not form in the
   scalar loop (the uses are in different blocks there); with
   contraction the results may differ in the last bits, as GCC's own
   if-converted vector code may.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* loops=1 } "qprop-vectorize" } } */
