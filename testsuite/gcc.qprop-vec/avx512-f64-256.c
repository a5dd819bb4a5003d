/* The double Mandelbrot (mandel-f64.h) at -march=x86-64-v4
   -mprefer-vector-width=256: 4 64-bit lanes, whose masks are the low 4
   bits of an 8-bit k register.  The bits above them are not defined
   (knotb sets them), so the any-lane test keeps only the 4: testb $15.
   Compile only; run-mandel-f64-v4-256.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=256 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-assembler {\ttestb\t\$15, } } } */
