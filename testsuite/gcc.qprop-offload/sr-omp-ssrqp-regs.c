/* The register guard of qprop-sr in the nvptx accelerator compiler,
   OpenMP: the filter of sr-ssrqp.h, as sr-omp-ssrqp.c builds it but
   with the guard on.  Hoisting in[i + 2] above its tests, with the last
   iteration peeled off for it, keeps the value and the next iteration's
   address live (+3 registers estimated, 20 -> 23); at libgomp's 8-warp
   blocks the fit puts that across the step from 40 resident warps to 32,
   so the hoist is refused, and so are two values the chain would carry
   (20 -> 21 each).  ptxas (sm_80) agrees on the step for nbfilter-omp,
   the same shape: 46 registers plain, 60 with the hoist alone.  The run
   checks the results all the same.
   The register guard's spill forecast is off
   (register-guard-spills=off): it refuses qprop-version's check here,
   whose warp vote has more registers live across it than the
   function's calls (version-omp-call-saves.c), and this test is
   about what qprop-sr does with the versioned loop.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-spills=off" } */

#define CHUNK_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NP]) map(tofrom: out[0:NP])")
#define DATA /* mapped by the target construct */
#include "sr-ssrqp.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: bb [0-9]+: not hoisted, it would keep fewer warps resident per SM \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 40 -> 32\): b_[0-9]+ = \*_[0-9]+;$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: dropped, it would keep fewer warps resident per SM \(registers ~[0-9]+ -> ~[0-9]+, estimate [0-9]+ -> [0-9]+, resident warps 40 -> 32\): [a-z]_[0-9]+ = \*_[0-9]+;$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump-not {to be hoisted} "qprop-sr" } } */
