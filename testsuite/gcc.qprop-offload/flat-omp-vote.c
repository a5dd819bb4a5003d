/* qprop-flatten's run-time vote on OpenMP "target teams distribute
   parallel for simd" loops (nvptx accelerator
   compiler), where it must not measure and where it may (see
   flat-vote.h): a nest that stores where B's trip count may be loaded
   from, and one whose inner trip count GCC cannot express, are left to
   formula (1) with its guessed idle share, which declines them, with the
   reason in the dump; a nest whose inner trip count is a popcount is
   decided at run time.  flat-omp-rarelong.c is the nest of the first
   without the store.

   The run executes the host fallback here and checks the results against
   the same nests compiled without OpenMP, on rare long items and on even
   ones; check-simt-run.sh runs it on simgpu, with the cost model and with
   selftest=flatten-all.

   The register guard is off here (register-guard=off), since this test
   is about the transform: in the OpenMP model the guard refuses the
   popcount nest (ptxas: 62 registers refused, 95 flattened with its
   vote).  flat-omp-wide-regs.c tests the guard.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define LANE_LOOP_CLOBBER _Pragma ("omp target teams distribute parallel for simd map(to: seed[0:ITEMS], len[0:ITEMS]) map(tofrom: cnt[0:ITEMS], sum[0:n])")
#define LANE_LOOP_OTHER _Pragma ("omp target teams distribute parallel for simd map(to: seed[0:ITEMS], len[0:ITEMS]) map(tofrom: sum[0:n])")
#include "flat-vote.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\), no run-time vote: a store in the nest may change what the vote would load$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\), no run-time vote: the inner trip count is not computable$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel_clobber\._omp_fn\.1: nests=2 flattened=0$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel_popcount\._omp_fn\.1: nests=3 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel_collatz\._omp_fn\.1: nests=2 flattened=0$} "qprop-flatten" } } */
