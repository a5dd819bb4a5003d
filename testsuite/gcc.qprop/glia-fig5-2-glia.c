/* The kernel of glia-fig5-2.c (thesis Figs. 5.2 and 5.6) under
   -fplugin-arg-qprop-glia-mode=glia: aggregation by array only, with the
   keep-order condition and without the keep-dimension condition.

     fig5_2      loads in order a[i][j], b[i], a[k][l], a[i][j+1].
                 a[k][l] is moved up to right after a[i][j], before b[i].
                 a[i][j+1] is then moved up past b[i] (another array) and
                 stops at the first load of a[] above it, a[k][l]: GLIA
                 does not compare indexes, so it does not go on up to
                 a[i][j].  Expected order a[i][j], a[k][l], a[i][j+1],
                 b[i]; two loads moved, none speculative.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia -fplugin-arg-qprop-glia-mode=glia" } */

#include "glia-fig5-2.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_2: mode=glia .* moved=2 speculative=0 keep-order=2 keep-dimension=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {moved: array=a stopped-by=keepOrder [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\nqprop-glia: bb [0-9]+: [^\n]*\nqprop-glia:   moved: array=a stopped-by=keepOrder [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: } "qprop-glia" } } */
