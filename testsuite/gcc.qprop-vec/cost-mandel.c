/* The cost model accepts Mandelbrot at SSE2 (4 lanes): the divergent
   inner loop runs until its last lane leaves, but each of its vector
   iterations does the work of four scalar ones; the vectorized line
   ends in the two estimates, scalar above vector.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-mno-sse4.1 -mno-avx" { target { i?86-*-* x86_64-*-* } } } */

#include "mandel.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 .* cost=([0-9]+)->([0-9]+)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {cost model} "qprop-vectorize" } } */
