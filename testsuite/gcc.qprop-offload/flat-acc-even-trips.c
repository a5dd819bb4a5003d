/* qprop-flatten leaves alone a nest whose inner trip counts are the same
   in every lane (issue 33: PRK's transpose and stencil ran 1.31x and 1.17x
   the warp instructions of plain GCC flattened).  Its exit is divergent to
   the analysis only because ivopts made it a test on each lane's own
   address range; the distance from the start to the bound is 8*n in every
   lane.  The ragged nest, whose inner count is the lane's own, is not
   refused by this rule (formula (1) decides it).  The result is checked
   against the same nests run on the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#define LANE_LOOP_ROWS _Pragma ("acc parallel loop gang vector copyin(a) copy(b)")
#define LANE_LOOP_RAGGED _Pragma ("acc parallel loop gang vector copyin(a, len) copyout(s)")
#include "flat-even-trips.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line 2[0-9]\): left alone: the inner trip counts differ by at most one across a warp$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line 3[0-9]\): (?:flattened|left alone: formula)} 1 "qprop-flatten" } } */
