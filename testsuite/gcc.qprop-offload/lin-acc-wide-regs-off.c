/* The kernel of lin-acc-wide-regs.c with the register guard off
   (-fplugin-arg-qprop-register-guard=off, an OpenACC gang vector loop):
   C's region, which the guard refuses there, is linearized as a whole, its
   three divergent branches folded, and no guard line is printed.  Against
   lin-acc-wide-regs.c this shows that the refusal comes from the guard and
   not from the cost estimate or the region's shape.

   The run (host fallback) checks every value against the host; the simgpu
   run of check-simt-run.sh linearizes every region anyway.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define WIDE_LOOP _Pragma ("acc parallel loop gang vector num_workers(16) vector_length(32) copyin(a[0:n], c[0:n], tab[0:1024]) copy(o[0:n * WIDE])")
#include "lin-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=6 folded=3 [^)]*\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {register guard:} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {fewer warps} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: wide\._omp_fn\.0: divergent-branches=5 folded=3 kept=2 } "qprop-linearize" } } */
