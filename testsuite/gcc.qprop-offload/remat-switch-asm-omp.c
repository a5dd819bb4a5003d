/* qprop-remat drops the stack and uniformity switches of a SIMT region
   that holds an asm statement naming no call, atomic or stack register
   (here an empty one that clobbers memory).  The run checks every output
   against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SWITCH_ASM ""
#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: stack and uniformity switches dropped, exit at bb [0-9]+ is a warp synchronization$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches kept} "qprop-remat" } } */
