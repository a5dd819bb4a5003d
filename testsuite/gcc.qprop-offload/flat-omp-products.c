/* qprop-flatten (OpenMP simd lanes) leaves alone a nest whose inner loop
   runs from one product of the outer IV with a uniform n to the next
   (the shape of PRK's transpose): ivopts' start i*n and bound (i+1)*n are
   multiplied out (ir/poly-expand.h) and their difference is n in every
   lane.  Nests whose products do not cancel, 2i+1 or m + (m-n)*i steps,
   and one whose start and bound are converted to unsigned char, are
   still flattened.  Every result is checked against the host's.

   The register guard is off here (register-guard=off), since this test
   is about the transform: in the OpenMP model the guard refuses the
   nests at lines 53, 66 and 80 (a 3 to 5 point estimate rise, which
   OpenMP's 2U + 8 fit turns into a step; ptxas gives these functions 0
   to 2 registers fewer flattened).  flat-omp-wide-regs.c tests the
   guard.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten-details -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define LANE_LOOP_ROWS _Pragma ("omp target teams distribute parallel for simd map(to: a) map(tofrom: b)")
#define LANE_LOOP_HASH _Pragma ("omp target teams distribute parallel for simd map(tofrom: h, g, u)")
#include "flat-products.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line (?:28|37)\): left alone: the inner trip counts differ by at most one across a warp$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   loop [0-9]+: trip distance, multiplied out \+ 1 \* n_[0-9]+, step 1$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line (?:53|66|80)\): flattened } 3 "qprop-flatten" } } */
