/* Conversions between 64-bit integers and doubles at -march=x86-64-v4
   (AVX-512DQ has them): both loops of long-double.h are vectorized, and
   their values checked against the scalar computation.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -DRUN -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "long-double.h"

/* { dg-final { scan-tree-dump-not {left alone: a conversion between 64-bit} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 } 2 "qprop-vectorize" } } */
