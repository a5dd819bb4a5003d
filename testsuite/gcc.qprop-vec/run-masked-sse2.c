/* masked.h at -O2 (SSE2): no masked loads or stores on the target, and
   per-lane accesses are later work, so the loop is left alone with the
   reason, and runs scalar.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "masked.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a (load|store) under a lane mask and no masked (load|store) on this target } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
