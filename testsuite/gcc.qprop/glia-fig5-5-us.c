/* glia-fig5-5.c under the non-speculative mode: the conditional a[i+1]
   of fig5_5 is not executed on every path from the point after a[i], so
   US-MDGLIA leaves it where it is; the unconditional one of
   fig5_5_nonspec still moves.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia -fplugin-arg-qprop-glia-mode=us-mdglia" } */

#include "glia-fig5-5.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_5: mode=us-mdglia .* moved=0 speculative=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_5_nonspec: mode=us-mdglia .* moved=1 speculative=0 } "qprop-glia" } } */
