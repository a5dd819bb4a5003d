/* The kernel of version-omp-wide-regs.c with
   -fplugin-arg-qprop-register-guard-saving=1: the guard still predicts
   fewer resident warps, but the saving (16) reaches the threshold, so
   the loop is versioned anyway and the guard's line says "passed".

   The run (host fallback) compares every element with the walk compiled
   without offloading: where o overlaps a, b, c or e the check must fail
   and the original loop run; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-saving=1" } */

#define ROW_LOOP _Pragma ("omp target teams distribute parallel for simd map(tofrom: o[0:L]) map(to: a[0:L], b[0:L], c[0:L], e[0:L])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "version-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=5 pairs=4 gain=4 [^)]*\)\nqprop-version:     check built: [0-9]+ statements\nqprop-version:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 24, live across calls [0-9]+ -> [0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-not {fewer warps} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=1 copied=[0-9]+$} "qprop-version" } } */
