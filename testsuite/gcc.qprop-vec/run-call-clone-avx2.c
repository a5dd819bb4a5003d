/* calls-clone.h at -O3 -march=x86-64-v3: the AVX2 clones of wave
   (_ZGVdM8vul_wave under the branch, _ZGVdN8vul_wave after it).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "calls-clone.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* lanes=0 .* calls=2 clones=2$} "qprop-vectorize" } } */
/* GCC makes the clones in the order SSE2, AVX, AVX2, AVX-512, each
   notinbranch then inbranch: .4 and .5 are the AVX2 ones
   (call-clone-names.c checks the mangled names in the assembly).  */
/* { dg-final { scan-tree-dump {= wave\.simdclone\.5 \(} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= wave\.simdclone\.4 \(} "qprop-vectorize" } } */
