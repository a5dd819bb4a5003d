/* The register guard of qprop-flatten refuses a nest (nvptx accelerator
   compiler, an OpenMP "target teams distribute parallel for simd" loop):
   the kernel of flat-wide-regs.h, whose inner loop B carries seventeen
   values and whose prologue holds twenty loads live at once.  Flattened,
   B's values would stay live through the prologue's loads; the guard
   predicts fewer resident warps per SM, and the saving (formula (1)'s
   margin at flatten-idle=99) lies far below the default
   register-guard-saving: "left alone: it would keep fewer warps resident
   per SM", followed by the guard's "refused" line.  The lane loop around
   A is flattened (at 99% idle formula (1) accepts it), which the guard
   passes.  ptxas (sm_80) gives the simd function 116 registers with the
   guard and 141 with it off, 16 resident warps against 8, as the guard
   predicts.  flat-omp-wide-regs-saving.c builds the same kernel with
   register-guard-saving=1.

   The run (host fallback) checks every lane against a scalar reference;
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-flatten-idle=99" } */

#define WIDE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256], tab[0:1024]) map(tofrom: out[0:n])")
#include "flat-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: it would keep fewer warps resident per SM \(Ta=[0-9]+ Tb=[0-9]+ n/N=99%\)\nqprop-flatten:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps [0-9]+ -> [0-9]+\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \([^)]*\)\nqprop-flatten:     register guard: passed } 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: nests=2 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: registers=[0-9]+ -> [0-9]+ \(32-bit, estimated\)$} "qprop-flatten" } } */
