/* sr-acc-rotate.c under sr-unroll=2: the chain GCC's PRE leaves in the
   checked row loop needs an unroll factor of 3, more than allowed, so
   qprop-sr neither takes it in nor unrolls the loop, and the results
   stay right.  check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr -foffload-options=nvptx-none=-fplugin-arg-qprop-sr-unroll=2" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(in[0:NPIX], out[0:NPIX])")
#define DATA _Pragma ("acc data copy(x[0:NPIX], y[0:NPIX], z[0:NPIX + COLS])")
#include "sr-rotate.h"

/* { dg-final { scan-offload-tree-dump-not {carried two or more iterations by GCC's passes} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump-not {unrolled [0-9]+ times} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: filter[^:]*: .* unrolled=0 } "qprop-sr" } } */
