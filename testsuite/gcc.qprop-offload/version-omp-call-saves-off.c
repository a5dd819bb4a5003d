/* The kernel of version-omp-call-saves.c with
   -fplugin-arg-qprop-register-guard=off: the guard is not asked, so the
   loop is versioned (the check and its warp vote in the column loop) and
   the dump has no guard line.

   The run (host fallback; check-simt-run.sh runs it on simgpu) compares
   every element with the walk compiled without offloading: where OUT
   overlaps IN the check must fail and the original loop run.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NPIX]) map(tofrom: out[0:NPIX])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ], obuf[0:NPIX])")
#include "version-call-saves.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 [^)]*\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-not {register guard} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=1 copied=[0-9]+$} "qprop-version" } } */
