/* chase.h at -O2 (SSE2): no gathers, so next[p] is loaded lane by lane
   under the live mask; a lane that has left (p == -1, next[-1] on the
   inaccessible page) is branched round.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 masks=[0-9]+ blends=[0-9]+ loops=1 loads=2 stores=1 masked=0 gathers=0 lanes=1 } "qprop-vectorize" } } */
