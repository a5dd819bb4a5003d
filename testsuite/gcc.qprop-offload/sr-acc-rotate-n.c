/* qprop-sr in the nvptx accelerator compiler, OpenACC: sr-acc-rotate.c's
   unrolling where the row count is known only at run time
   (sr-rotate-n.h), checked for every count from 0 to 14.
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(in[0:NPIX], out[0:NPIX])")
#define DATA _Pragma ("acc data copy(x[0:NPIX], y[0:NPIX], z[0:NPIX + COLS])")
#include "sr-rotate-n.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: 1 value carried two or more iterations by GCC's passes$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: unrolled 3 times, its carried values rotate through 3 registers$} "qprop-sr" } } */
