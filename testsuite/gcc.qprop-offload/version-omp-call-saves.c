/* The register guard's spill forecast refuses qprop-version's check
   (nvptx accelerator compiler, an OpenMP "target teams distribute
   parallel for simd" loop; the kernel of version-call-saves.h).  The
   check and its warp vote sit in the column loop, where more registers
   are live than across any call of the function (the libgomp calls at
   its entry), so ptxas would keep them in callee-saved registers that
   the function saves and restores as spills: "left alone: ptxas would
   save more registers round calls, as spills", and the guard's line
   gives the registers live across calls before and after.  The guard
   forecasts no occupancy step crossed (48 resident warps either way),
   so that is the only reason.  version-omp-call-saves-off.c builds it with the guard off.
   ptxas 13.0 (-O2), the simd function: sm_80 36+36 bytes of spill
   stores and loads refused, 92+92 versioned; sm_90 28 registers refused,
   68 versioned (64 against 24 resident warps at 8-warp blocks).

   The run (host fallback; check-simt-run.sh runs it on simgpu) compares
   every element with the walk compiled without offloading.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NPIX]) map(tofrom: out[0:NPIX])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ], obuf[0:NPIX])")
#include "version-call-saves.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: ptxas would save more registers round calls, as spills \(groups=2 [^)]*\)\nqprop-version:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 48 -> 48, live across calls [0-9]+ -> [0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=0 copied=0$} "qprop-version" } } */
