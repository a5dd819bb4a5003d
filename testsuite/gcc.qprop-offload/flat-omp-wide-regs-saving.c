/* The kernel of flat-omp-wide-regs.c with
   -fplugin-arg-qprop-register-guard-saving=1: the guard still predicts
   fewer resident warps for the nest A > B, but its saving (formula (1)'s
   margin at flatten-idle=99, a few dozen weight units) reaches the
   threshold, so the nest is flattened anyway, and the guard's line says
   "passed" with the resident warps it predicts.  Both nests are
   flattened.

   The run (host fallback) checks every lane against a scalar reference;
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-flatten-idle=99 -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-saving=1" } */

#define WIDE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256], tab[0:1024]) map(tofrom: out[0:n])")
#include "flat-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=99% [^)]*\)\nqprop-flatten:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 16 -> 8\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-not {fewer warps} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: nests=2 flattened=2$} "qprop-flatten" } } */
