/* chase.h at -O3 -march=x86-64-v3 with the default vectorize-gather=isa
   (no -mtune-ctrl): the pass uses the AVX2 gather although GCC 12's
   generic tuning switches gathers off.  The masked gather leaves the
   lanes that have left alone: their p is -1 and next[-1] lies on an
   inaccessible page.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 masks=[0-9]+ blends=[0-9]+ loops=1 loads=2 stores=1 masked=0 gathers=1 lanes=0 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {__builtin_ia32_gathersiv8si} "qprop-vectorize" } } */
