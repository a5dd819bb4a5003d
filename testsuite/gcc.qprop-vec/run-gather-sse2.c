/* chase.h at -O2 (SSE2): no gathers, per-lane loads are later work: left
   alone, and the program still runs right (scalar).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "chase.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a lane-varying address and no gather on this target \(per-lane loads are later work\)$} "qprop-vectorize" } } */
