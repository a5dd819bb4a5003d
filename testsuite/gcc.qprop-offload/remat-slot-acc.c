/* qprop-remat's per-warp shared-memory slots (remat-slots=on) in the
   nvptx accelerator compiler, OpenACC (gang vector, vector_length 32:
   one warp per worker, one worker).  The four uniform loop-carried
   values s0..s3 of remat-slot-kernel.h are live across the hash rounds: each
   gets a slot of one element (one warp per block), stored after the
   first loop and loaded after the rounds; the estimated peak drops.
   The run checks every output against the host; check-simt-run.sh runs
   it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-slots=on" } */

#define SLOT_LOOP _Pragma ("acc parallel loop gang vector vector_length(32) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])")
#include "remat-slot-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line [0-9]+\): s[0-3]_[0-9]+ = .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): warp slot __qprop_warp_slot\$[0-9]+\[1\] \(4 bytes\), loaded in bb [0-9]+$} 4 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: warp-slots peak=([0-9]+)->[0-9]+ slot_candidates=[0-9]+ slots=4 slot_loads=4 slot_bytes=16 } "qprop-remat" } } */
