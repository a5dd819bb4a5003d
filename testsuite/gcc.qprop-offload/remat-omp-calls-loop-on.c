/* remat-omp-calls-loop.c with remat-loops=on: the four values from the
   argument block live across the teams loop's call are computed again
   in the loops.  The run checks every element against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-loops=on" } */

#include "remat-calls-loop.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_GOMP_teams4\): recomputed in bb [0-9]+ \([13] statements\)$} 4 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {reads memory, and a use is in a loop} "qprop-remat" } } */
