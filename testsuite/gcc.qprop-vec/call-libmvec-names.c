/* calls-libmvec.h compiled at -O3 -march=x86-64-v3 -ffast-math: the call
   goes to libmvec's AVX2 expf, _ZGVdN8v_expf (glibc's math headers
   declare the clones; nothing is linked here).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -ffast-math -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "calls-libmvec.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* { dg-final { scan-assembler {call\s+_ZGVdN8v_expf} } } */
