/* glia-nodes=N bounds the region a load is analyzed over: with N = 8 the
   loop body of fig1_10 (about 17 statements) is too big, every load is
   left alone, and the dump says why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia -fplugin-arg-qprop-glia-nodes=8" } */

#include "glia-fig1-10.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: budget: bb [0-9]+: [0-9]+ statements in the region, more than glia-nodes=8: } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig1_10: mode=mdglia candidates=3 queries=0 nodes=0 moved=0 } "qprop-glia" } } */
