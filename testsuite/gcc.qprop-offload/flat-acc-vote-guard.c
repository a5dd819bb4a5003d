/* The register guard of qprop-flatten on nests decided at run time
   (nvptx accelerator compiler, OpenACC gang vector loops; the kernels of
   flat-vote-shapes.h).  A voted nest is two copies of A and the vote,
   and ptxas allocates registers for both copies: at sm_80, 14 to 29
   more than the guard's fit of its GIMPLE forecast on ten of the twelve
   voted nests of the flatten tests and benchmarks
   (benchmarks/offload/flat-forecast.sh), which the guard adds to its
   forecast ("+20 for the vote's two copies").  shape_guard's nest
   (estimate 33 -> 41) then crosses the 64-register step of one-warp
   blocks, 32 resident warps to 28, as ptxas says it does (37 registers
   left alone, 66 flattened with its vote), and its saving (formula (1)'s
   margin at 31/32 idle) lies below the default register-guard-saving:
   it is left alone, with the guard's "refused" line.  shape_ptr's nest
   (18 -> 22, ~46 registers with the term) stays within the step and is
   still flattened at run time.  flat-acc-vote-shapes.c builds the same
   kernels with register-guard=off (both nests voted),
   flat-acc-vote-guard-saving.c with register-guard-saving=1.

   The run executes the host fallback here and checks every lane's result
   against the same nests compiled without OpenACC; check-simt-run.sh runs
   it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#define LANE_LOOP _Pragma ("acc parallel loop gang vector copyin(seed[0:ITEMS], len[0:ITEMS], ilen[0:ITEMS], flag[0:ITEMS]) copy(sum[0:n])")
#include "flat-vote-shapes.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: it would keep fewer warps resident per SM \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\)\nqprop-flatten:     register guard: refused \(registers ~[0-9]+ -> ~[0-9]+, \+20 for the vote's two copies, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 28\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: shape_guard\._omp_fn\.[0-9]+: nests=2 flattened=0$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)\nqprop-flatten:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, \+20 for the vote's two copies, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 32\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: shape_ptr\._omp_fn\.[0-9]+: nests=3 flattened=1$} "qprop-flatten" } } */
