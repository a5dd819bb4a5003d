/* 64-bit lanes and mixed widths (wide.h: double and int, long, gathers
   of doubles) at -march=x86-64-v4: masks of 64- and 32-bit values are one
   k-mask type, no conversion.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -fplugin-arg-qprop-vectorize-gather=isa -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "wide.h"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* loops=1 } 4 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=2 lanes=0 } "qprop-vectorize" } } */
