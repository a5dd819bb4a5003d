/* qprop-remat drops the stack and uniformity switches of an OpenMP SIMT
   region that allocates no per-lane storage and holds no call, atomic or
   asm (remat-simt-switch, on by default): kern._omp_fn.1's simd loop,
   whose lanes run different trip counts.  The exit becomes a
   bar.warp.sync, so that the warp reconverges before the uniform code
   after the region; the run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: stack and uniformity switches dropped, exit at bb [0-9]+ is a warp synchronization$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches kept} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {GOMP_SIMT_ENTER_ALLOC|GOMP_SIMT_EXIT} "qprop-remat" } } */
