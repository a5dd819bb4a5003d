/* A function with more basic blocks than max-blocks is left alone by
   qprop-sr, and its dump says so (the budget that keeps the pass's cost
   bounded on huge functions).  The same loop is replaced in
   sr-fig1-3.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-max-blocks=2" } */

int a[1000], b[1000];

__attribute__((noipa)) void
big (int n)
{
  for (int i = 1; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: big: left alone: [0-9]+ basic blocks, more than max-blocks=2$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {replaced: } "qprop-sr" } } */
