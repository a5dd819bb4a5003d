/* glia-pressure=N: a move that would leave more than N values live where
   the moved value is live is refused.  With N = 2, the move of a[i][1]
   in across_loop of glia-pipeline.c (live across the inner loop, with
   the sum, the pointers and the bounds: 7 values in all) is refused, and
   so is record's (worth it with glia-distance=1, but 7 values would be
   live there too).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-dump=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-glia-pressure=2" } */

#include "glia-pipeline.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: record: mode=mdglia .* moved=0 .* near=0 pressure=1$} "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: across_loop: mode=mdglia .* moved=0 .* pressure=1$} "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia: bb [0-9]+: not moved, [0-9]+ values would be live across the move, more than glia-pressure=2: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: across_loop: } "qprop-glia" } } */
