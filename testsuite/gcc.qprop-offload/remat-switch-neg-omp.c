/* qprop-remat keeps the stack and uniformity switches of a SIMT region
   that calls a function (step, noinline): the callee's prologue reads
   the warp's uniformity flag and its frame goes on the per-lane stack.
   remat-switch-atomic-omp.c and remat-switch-private-omp.c have the
   other negatives.  The run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SWITCH_CALL
#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: switches kept: a call \(its callee reads the flag or uses the stack\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches dropped} "qprop-remat" } } */
