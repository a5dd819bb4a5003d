/* masked.h with AVX2: the load of a[i] and the store of out[i] under the
   flag mask become IFN_MASK_LOAD and IFN_MASK_STORE (vmaskmovps,
   vpmaskmovd), which neither fault nor write for clear lanes: the lanes
   whose a[i] lies on the inaccessible page never touch it.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "masked.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 masks=[0-9]+ blends=[0-9]+ loops=1 loads=2 stores=1 masked=2 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {\.MASK_LOAD} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {\.MASK_STORE} "qprop-vectorize" } } */
