/* uniload.h at -O2: the uniform load *bonus sits in a block that runs
   under the mask k > 3; it becomes "if (any (mask)) load", so that the
   null pointer passed when no lane needs it is never read.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "uniload.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=[0-9]+ loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: levels: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
