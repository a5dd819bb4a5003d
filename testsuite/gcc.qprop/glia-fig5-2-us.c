/* The kernel of glia-fig5-2.c (thesis Figs. 5.2 and 5.7) under
   -fplugin-arg-qprop-glia-mode=us-mdglia: MDGLIA without speculative
   motion (USMDGLIA of thesis 5.5: a load is only moved to points from
   which it was executed on every path).

     fig5_2      loads in order a[i][j], b[i], a[k][l], a[i][j+1].
                 Both motions of MDGLIA are to points the moved load was
                 executed from on every path (the inner loop body is one
                 block), so none is speculative and US-MDGLIA does the
                 same as MDGLIA: expected order a[i][j], a[i][j+1],
                 a[k][l], b[i]; two loads moved, none refused.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia -fplugin-arg-qprop-glia-mode=us-mdglia" } */

#include "glia-fig5-2.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_2: mode=us-mdglia .* moved=2 speculative=0 keep-order=1 keep-dimension=1 } "qprop-glia" } } */
