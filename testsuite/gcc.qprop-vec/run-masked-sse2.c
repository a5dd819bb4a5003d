/* masked.h at -O2 (SSE2): no masked loads or stores on the target, so
   the load of a[i] and the store of out[i] under the flag mask are done
   lane by lane, each branched round when its lane's mask bit is clear:
   the lanes whose a[i] lies on the inaccessible page never touch it, and
   out[i] keeps its value where the flag is clear.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "masked.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=[0-9]+ loops=1 loads=2 stores=1 masked=0 gathers=0 lanes=2 } "qprop-vectorize" } } */
