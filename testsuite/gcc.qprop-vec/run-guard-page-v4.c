/* Masked loads and stores next to a guard page (run-guard-page.c) at
   -march=x86-64-v4: .MASK_STORE and the gather under a k-mask; a lane
   whose mask bit is clear must not touch the protected page.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_v4_runtime } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "run-guard-page.c"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_store: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* masked=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_gather: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
