/* The divergent loop transform of qprop-linearize and its register guard
   (nvptx accelerator compiler, default cost estimate, an OpenMP "target
   teams distribute parallel for simd" loop, whose simd lanes are SIMT
   lanes on nvptx): the search loop of lin-exitpack-regs.h, whose three
   divergent exits (found, free slot, budget spent) lead to three targets
   that each read their own subset of the loop's slot, probe count and
   running hash.  find._omp_fn.1, the parallel for simd body, holds the
   loop; find._omp_fn.0, the teams function, has no SIMT region.

   The transform rebinds the three exits to one new exit block and
   dispatches from there; the values the targets read pass that block in
   PHIs that pack one value per target, so the guard's predicted peak is
   no higher than today's and the change keeps the resident warps per SM:
   "exits rebound", then, on the next line, "register guard: passed" with
   the same count of resident warps on both sides (the back reference of
   the second scan).

   The run (host fallback) checks every lane's result, slot, value,
   fingerprint and ticket against the same search on the host;
   check-simt-run.sh runs it on simgpu with the transformed code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define FIND_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: keys[0:NSLOT], vals[0:NSLOT], qkey[0:nq], qbudget[0:nq]) map(tofrom: result[0:nq], where[0:nq], found[0:nq], finger[0:nq], retry[0:nq])")
#include "lin-exitpack-regs.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=3 targets=3 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \([^)]*\)\nqprop-linearize:     register guard: passed \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps ([0-9]+) -> \1\)$} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {left alone: it would keep fewer warps} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {exits left alone} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: find\._omp_fn\.0: no SIMT region$} "qprop-linearize" } } */
