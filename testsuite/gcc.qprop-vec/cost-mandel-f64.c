/* The cost model accepts the double Mandelbrot (simd_mandel_f64's
   shape) at SSE2, 2 lanes: both loops are bound by the latency of z's
   recurrence (three dependent double operations a step), which the
   vector loop pays once for two pixels (the recurrence bound,
   vectorize-cost.cc).  Without the bound it was declined (234->305 on
   the benchmark) though it ran in 0.663 of GCC's time.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-mno-sse4.1 -mno-avx" { target { i?86-*-* x86_64-*-* } } } */

#include "mandel-f64.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* loops=1 .* cost=([0-9]+)->([0-9]+)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {cost model} "qprop-vectorize" } } */
