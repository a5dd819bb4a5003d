/* The register guard of qprop-linearize refuses a region (nvptx
   accelerator compiler, an OpenMP "target teams distribute parallel for
   simd" loop): the kernel of
   lin-wide-regs.h, whose region C..P is worth linearizing by the cost
   estimate, but whose linearized chain would keep the else-arm's
   seventeen running values live through B's twenty loads.  The predicted
   peak costs resident warps per SM, and the saving (gain less cost) lies
   far below the default register-guard-saving: "left alone: it would
   keep fewer warps resident per SM", followed by the guard's "refused"
   line.  The short-circuit region inside C's then-arm is then linearized
   on its own, as a condition chain, which the guard passes.

   lin-omp-wide-regs-off.c builds the same kernel with the guard off, and
   lin-omp-wide-regs-saving.c with register-guard-saving=1: in both, C's
   region is linearized as a whole.

   The run (host fallback) checks all seventeen values of every lane against
   the same computation on the host; check-simt-run.sh runs it on simgpu
   with every region linearized.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define WIDE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: a[0:n], c[0:n], tab[0:1024]) map(tofrom: o[0:n * WIDE])")
#include "lin-wide-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it would keep fewer warps resident per SM \(gain=[0-9]+ cost=[0-9]+\)\nqprop-linearize:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps [0-9]+ -> [0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized as a condition chain \(blocks=2 folded=2 [^)]*\)\nqprop-linearize:     register guard: passed } 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {: linearized \(} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: wide\._omp_fn\.1: divergent-branches=5 folded=2 kept=3 } "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: wide\._omp_fn\.0: no SIMT region$} "qprop-linearize" } } */
