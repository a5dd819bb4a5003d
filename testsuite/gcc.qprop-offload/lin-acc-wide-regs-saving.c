/* The kernel of lin-acc-wide-regs.c with
   -fplugin-arg-qprop-register-guard-saving=1 (an OpenACC gang vector
   loop): the guard still predicts fewer resident warps for C's region, but
   its saving (gain less cost, a few dozen size units) reaches the
   threshold, so the change is made anyway: "linearized", three divergent
   branches folded, and the guard's line says "passed" with the resident
   warps it predicts (fewer than before; the refusal in lin-acc-wide-regs.c
   is the same prediction at the default threshold).

   The run (host fallback) checks every value against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-saving=1" } */

#define WIDE_LOOP _Pragma ("acc parallel loop gang vector num_workers(16) vector_length(32) copyin(a[0:n], c[0:n], tab[0:1024]) copy(o[0:n * WIDE])")
#include "lin-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=6 folded=3 [^)]*\)\nqprop-linearize:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps [0-9]+ -> [0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {fewer warps} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: wide\._omp_fn\.0: divergent-branches=5 folded=3 kept=2 } "qprop-linearize" } } */
