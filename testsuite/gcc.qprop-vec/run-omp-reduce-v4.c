/* omp simd reductions (run-omp-reduce.c) at -march=x86-64-v4: the masked
   updates of the per-lane copies are blends under k-masks.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "run-omp-reduce.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
