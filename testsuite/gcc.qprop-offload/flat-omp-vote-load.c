/* qprop-flatten's run-time vote (flatten-vote.cc) on OpenMP "target teams distribute parallel
   for simd"
   nests whose inner loop loads memory (see flat-vote-load.h): B's bound,
   which IVOPTs computes in B's preheader, is measured; with a store in B
   to the array B's trip counts come from, there is no vote.

   The run executes the host fallback here and checks every lane's result
   against the same nests compiled without OpenMP; check-simt-run.sh runs
   it on simgpu, with the cost model and with selftest=flatten-all.

   The register guard is off here (register-guard=off), since this test
   is about the transform: in the OpenMP model the guard refuses the
   voted nest. flat-omp-wide-regs.c tests the guard.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define LANE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: w[0:NW]) map(tofrom: cnt[0:ITEMS], sum[0:n])")
#include "flat-vote-load.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\), no run-time vote: a store in the nest may change what the vote would load$} 1 "qprop-flatten" } } */
