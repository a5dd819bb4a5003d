/* Collatz (collatz.h) at -O2: 4 lanes; the if/else on x & 1 inside the
   divergent while loop becomes two edge masks and a blend of x.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "collatz.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=2 loops=1 loads=1 stores=1 masked=0 } "qprop-vectorize" } } */
