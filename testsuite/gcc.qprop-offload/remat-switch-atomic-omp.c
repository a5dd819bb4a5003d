/* qprop-remat keeps the stack and uniformity switches of a SIMT region
   that holds an atomic: the nvptx back end predicates atomics on the
   lane mask that the uniformity switch sets up, so that without it only
   one lane of the warp would add.  The run checks the total and every
   output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SWITCH_ATOMIC
#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: switches kept: an atomic \(the flag's lane mask predicates it\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches dropped} "qprop-remat" } } */
