/* qprop-flatten on an OpenMP "target teams distribute parallel for simd" loop
   (nvptx accelerator compiler), the shape of benchmarks/offload/rarelong
   (issue 33): each lane walks q items (loop A, the same trip count in
   every lane), item it costs len[it] steps (loop B, its trip count the
   lane's own).

     A:  for (j = 0; j < q; j++)
	   { s = seed[it] ...;			A's own work
     B:      for (k = 0; k < len[it]; k++)
	       s = mix (s, k);
	     acc += ...; }
	 sum[p] = acc;

   Whether flattening A > B pays is a property of the data: with one item
   in 32 about 25-65 times longer than the rest it does, with every length
   equal it does not.  Formula (1) with its guessed idle share declines the
   nest (Ta=28 Tb=7 at -O2), so it is decided at run time: A is copied,
   one copy flattened, and each warp votes on the inner trip counts of its
   lanes' first 4 items which copy it runs (flatten-vote.cc).  The copy of
   A that is not flattened is an inner loop of the lane loop as A was
   (its exit is uniform); the flattened one is a flattened nest.  All in
   kernel._omp_fn.1, the simd body; kernel._omp_fn.0, the teams function,
   has no SIMT region.

   The run executes the host fallback here and checks every lane's sum, and
   sentinels past the last lane, against the same nest compiled without
   OpenMP (ref), on rare long items, even lengths, lengths that differ by
   at most one between lanes (a partial last warp), zero lengths with one
   long item, and A running 0, 1 and 3 iterations (fewer than the vote
   samples); check-simt-run.sh runs it on simgpu, with the cost model (so
   that warps of one binary vote both ways) and with
   selftest=flatten-all (which flattens the nest without a vote).

   The register guard is off here (register-guard=off), since this test
   is about the transform: in the OpenMP model the guard refuses the
   voted nest (ptxas: 60 registers refused, 97 flattened with its vote).
   flat-omp-wide-regs.c tests the guard.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define LANE_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: seed[0:ITEMS], len[0:ITEMS]) map(tofrom: sum[0:n])")
#include "flat-rarelong.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-not {does not pay} "qprop-flatten" } } */
/* The vote's butterfly: five steps of 1 + K = 5 shuffles, each with the
   full mask as an immediate behind the all-lanes-active predicate; none
   takes the activemask in a register (ptxas gave the voted functions
   more registers with it: warp-vote.cc).  */
/* { dg-final { scan-offload-tree-dump-times {@%%qf_full shfl\.sync\.bfly\.b32\t%%qf_t, %%qf_[sx][0-9]*, [0-9]+, 31, -1;} 25 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-not {shfl\.sync[^\n]*qf_m;} "qprop-flatten" } } */
/* The lane loop around the flattened copy of A, and around the original.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the inner loop's exit is uniform$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the inner loop is a flattened nest whose exit was uniform$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: nests=3 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: no SIMT region$} "qprop-flatten" } } */
