/* Conversions between 64-bit integers and doubles before AVX-512DQ: left
   alone with the reason, at SSE2 and at -march=x86-64-v3 (long-double.h).
   The loops used to be vectorized and the compiler crashed in expand.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "long-double.h"

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a conversion between 64-bit integers and doubles the target has no vector instruction for$} 2 "qprop-vectorize" } } */
