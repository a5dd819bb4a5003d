/* qprop-remat's per-warp shared-memory slots (remat-slots=on), OpenACC
   with vector_length(128): four warps along %tid.x in one worker, so the
   warp's number is %tid.y * 4 + %tid.x / 32 and each slot has four
   elements.  The kernel of remat-slot-kernel.h (every warp stores the
   same values, so this test shows that the longer index sequence
   assembles and runs, not that warps are kept apart: that is
   remat-slot-threads-omp.c); the run checks every output against the
   host; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-slots=on" } */

#define SLOT_LOOP _Pragma ("acc parallel loop gang vector vector_length(128) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])")
#include "remat-slot-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): warp slot __qprop_warp_slot\$[0-9]+\[4\] \(16 bytes\), loaded in bb [0-9]+$} 4 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: warp-slots peak=[0-9]+->[0-9]+ slot_candidates=[0-9]+ slots=4 slot_loads=4 slot_bytes=64 } "qprop-remat" } } */
