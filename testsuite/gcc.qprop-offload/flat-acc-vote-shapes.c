/* qprop-flatten's run-time vote (flatten-vote.cc) on more shapes of
   OpenACC gang vector nests (see flat-vote-shapes.h): a pointer walk with
   a 64-bit inner count, an inner loop behind a test
   with a lane-dependent start, both measured; an inner bound loaded in
   an arm and one that depends on what A carries, not measured.

   The run executes the host fallback here and checks every lane's result
   against the same nests compiled without OpenACC; check-simt-run.sh runs
   it on simgpu, with the cost model and with selftest=flatten-all.

   The register guard is off here (register-guard=off), since this test
   is about the transform: the guard refuses shape_guard's voted nest
   (ptxas at sm_80: 37 registers left alone, 66 flattened with its vote,
   32 resident warps of one-warp blocks against 28).
   flat-acc-vote-guard.c tests the guard on these nests.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define LANE_LOOP _Pragma ("acc parallel loop gang vector copyin(seed[0:ITEMS], len[0:ITEMS], ilen[0:ITEMS], flag[0:ITEMS]) copy(sum[0:n])")
#include "flat-vote-shapes.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened, decided at run time \(K=4 Ta=[0-9]+ Tb=[0-9]+ back-edges=1\)$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\), no run-time vote: B's trip count depends on a value A carries that is not an induction variable$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\), no run-time vote: B's trip count depends on a value chosen in A's iteration$} 1 "qprop-flatten" } } */
