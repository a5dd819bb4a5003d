/* The kernels of flat-acc-vote-guard.c with
   -fplugin-arg-qprop-register-guard-saving=1: the guard still predicts
   fewer resident warps for shape_guard's voted nest (32 -> 28, with the
   registers ptxas adds for the vote's two copies), but its saving
   (formula (1)'s margin at the largest idle share a warp can measure,
   31/32) reaches the threshold, so the nest is decided at run time
   anyway, and the guard's line says "passed" with the resident warps it
   predicts.  Both measured nests are voted, as with register-guard=off
   (flat-acc-vote-shapes.c).

   The run executes the host fallback here and checks every lane's result
   against the same nests compiled without OpenACC; check-simt-run.sh runs
   it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-saving=1" } */

#define LANE_LOOP _Pragma ("acc parallel loop gang vector copyin(seed[0:ITEMS], len[0:ITEMS], ilen[0:ITEMS], flag[0:ITEMS]) copy(sum[0:n])")
#include "flat-vote-shapes.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)\nqprop-flatten:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, \+20 for the vote's two copies, estimate [0-9]+ -> [0-9]+, resident warps 32 -> 28\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time } 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-not {fewer warps} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: shape_guard\._omp_fn\.[0-9]+: nests=3 flattened=1$} "qprop-flatten" } } */
