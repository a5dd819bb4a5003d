/* The register guard of qprop-version refuses a loop (nvptx accelerator
   compiler, an OpenMP "target teams distribute parallel for simd" loop):
   the kernel of version-wide-regs.h, whose check would free four loads
   of 64-bit integers at r - 1, whose values GCC's PRE would then keep
   round the loop.  The guard predicts fewer resident warps per SM (32 -> 24 at
   libgomp's 8-warp blocks), and the saving (four loads per iteration, 16)
   lies far below the default register-guard-saving: "left alone: it
   would keep fewer warps resident per SM", followed by the guard's
   "refused" line.  ptxas (sm_80, -O2) gives the simd function 76
   registers refused and 86 versioned with the guard off: 24 resident
   warps against 16.  version-omp-wide-regs-saving.c builds it
   with register-guard-saving=1.

   The run (host fallback) compares every element with the walk compiled
   without offloading, the arrays apart and overlapping.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version" } */

#define ROW_LOOP _Pragma ("omp target teams distribute parallel for simd map(tofrom: o[0:L]) map(to: a[0:L], b[0:L], c[0:L], e[0:L])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "version-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: it would keep fewer warps resident per SM \(groups=5 pairs=4 gain=4 [^)]*\)\nqprop-version:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 24, live across calls [0-9]+ -> [0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=0 copied=0$} "qprop-version" } } */
