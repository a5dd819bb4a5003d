/* qprop-sr in the nvptx accelerator compiler, OpenMP: sr-omp-rotate.c's
   unrolling where the row count is known only at run time
   (sr-rotate-n.h), checked for every count from 0 to 14.
   check-simt-run.sh runs it on simgpu.
   The register guard's spill forecast is off
   (register-guard-spills=off): it refuses qprop-version's check here,
   whose warp vote has more registers live across it than the
   function's calls (version-omp-call-saves.c), and this test is
   about what qprop-sr does with the versioned loop.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-spills=off" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NPIX]) map(tofrom: out[0:NPIX])")
#define DATA _Pragma ("omp target data map(tofrom: x[0:NPIX], y[0:NPIX], z[0:NPIX + COLS])")
#include "sr-rotate-n.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: 1 value carried two or more iterations by GCC's passes$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: unrolled 3 times, its carried values rotate through 3 registers$} "qprop-sr" } } */
