/* scatter.h with AVX2 at -O2 (8 lanes; AVX2 has gathers but no scatters).
   At -O3 GCC vectorizes this loop itself (the inner loop has a closed
   form there).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O2 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "scatter.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* stores=2 masked=0 gathers=0 lanes=2 } "qprop-vectorize" } } */
