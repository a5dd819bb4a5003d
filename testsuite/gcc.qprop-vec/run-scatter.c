/* scatter.h at -O2: the store to hist[idx[i]] and the store to *last are
   done lane by lane, in lane order.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "scatter.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 loads=[0-9]+ stores=2 masked=0 gathers=0 lanes=2 } "qprop-vectorize" } } */
