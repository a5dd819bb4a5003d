/* qprop-flatten leaves alone a nest whose inner loop runs from one
   product of the outer IV with a uniform n to the next (PRK's transpose
   and stencil, 1.29x and 1.17x the warp instructions of plain GCC
   flattened): ivopts' start i*n and bound (i+1)*n are multiplied out
   (ir/poly-expand.h) and their difference is n in every lane.  So is an
   OpenACC tile's element loop, whose step is 32 times the workers.
   Nests whose products do not cancel, 2i+1 or m + (m-n)*i steps, and
   one whose start and bound are converted to unsigned char, are
   still flattened.  Every result is checked against the host's.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten-details" } */

#define LANE_LOOP_ROWS _Pragma ("acc parallel loop gang vector copyin(a) copy(b)")
#define LANE_LOOP_HASH _Pragma ("acc parallel loop gang vector copy(h, g, u)")
#define LANE_LOOP_TILE _Pragma ("acc parallel loop tile(32,32) copyin(a) copy(c)")
#include "flat-products.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line (?:28|37|92)\): left alone: the inner trip counts differ by at most one across a warp$} 3 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   loop [0-9]+: trip distance, multiplied out \+ 1 \* n_[0-9]+, step 1$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   loop [0-9]+: trip distance .*, step 32$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line (?:53|66|80)\): flattened } 3 "qprop-flatten" } } */
