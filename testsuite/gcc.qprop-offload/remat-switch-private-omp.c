/* qprop-remat keeps the stack and uniformity switches of a SIMT region
   that allocates per-lane storage: the private array hist lives in the
   per-lane stack the entry sets up (.GOMP_SIMT_ENTER_ALLOC with a
   nonzero size).  The run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SWITCH_PRIVATE
#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: switches kept: it allocates per-lane storage \(private variables\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches dropped} "qprop-remat" } } */
