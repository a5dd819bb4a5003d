/* The register guard of qprop-flatten refuses a nest (nvptx accelerator
   compiler, an OpenACC gang vector loop with num_workers(16), so that a
   block is 16 warps): the kernel of flat-wide-regs.h, as in
   flat-omp-wide-regs.c.  Flattened, B's seventeen carried values would
   stay live through the prologue's twenty loads; the guard predicts 32
   resident warps per SM falling to 16, and the saving (formula (1)'s
   margin at flatten-idle=99) lies far below the default
   register-guard-saving.  The gang vector loop around A is flattened,
   which the guard passes.

   The run (host fallback) checks every lane against a scalar reference;
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-flatten-idle=99" } */

#define WIDE_LOOP _Pragma ("acc parallel loop gang vector num_workers(16) vector_length(32) copyin(first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256], tab[0:1024]) copy(out[0:n])")
#include "flat-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: it would keep fewer warps resident per SM \(Ta=[0-9]+ Tb=[0-9]+ n/N=99%\)\nqprop-flatten:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 16\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \([^)]*\)\nqprop-flatten:     register guard: passed } 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: nests=2 flattened=1$} "qprop-flatten" } } */
