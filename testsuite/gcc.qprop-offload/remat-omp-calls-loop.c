/* qprop-remat across calls (remat-calls=on), OpenMP, calls inside
   loops: the teams function of a "target teams distribute" loop calls
   GOMP_teams4 in its teams loop and omp_get_num_teams in every iteration
   of the distributed loop, and the pointers of a, b and t (and s) come
   from its argument block, loaded before both loops.  Next to a call an
   arithmetic copy may go into a loop (it costs little beside the call),
   but a load would go to memory in every iteration, where keeping the
   value costs one save and restore per call of the function: the three
   values used next to a call in the loop (s, and two of the pointers,
   s's computation loading through an operand) are left alone ("its
   computation reads memory, and a use is in a loop that holds neither
   its definition nor the call"), the fourth by the rule for uses away from calls.  (SOLLVE's
   test_target_teams_distribute, which has this shape, took 1.062x the
   warp instructions and 1.274x the global accesses of plain GCC on
   simgpu when the loads were copied.)  remat-omp-calls-loop-on.c builds
   the same with remat-loops=on, which allows them.  The run checks
   every element against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include "remat-calls-loop.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_GOMP_teams4\): left alone: its computation reads memory, and a use is in a loop that holds neither its definition nor the call \(the load would run once per iteration; remat-loops=on allows it\)$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_GOMP_teams4\): left alone: used in a loop its definition is not in } 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {recomputed} "qprop-remat" } } */
