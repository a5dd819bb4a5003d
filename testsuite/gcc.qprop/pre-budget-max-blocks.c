/* Budget: -fplugin-arg-qprop-max-blocks=3 makes qprop-gvn and qprop-pre
   leave alone a function with more basic blocks, and say so in their
   dumps.  f (the diamond of pre-fig1-5.c with a loop after it) has more
   than 3 blocks however they are counted; nothing is eliminated.
   -fno-tree-pre, -fno-code-hoisting: as in pre-fig1-5.c, so that there
   is a redundancy for qprop-pre to leave alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-max-blocks=3 -fplugin-arg-qprop-dump=qprop-pre,qprop-gvn" } */

int
f (int *out, int a, int b, int c, int n)
{
  int x = 0, y;
  if (c)
    x = a * b;
  y = a * b;
  for (int i = 0; i < n; i++)
    out[i] = x + y;
  return x + y;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: f: left alone: [0-9]+ basic blocks, more than max-blocks=3$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-gvn: f: left alone: [0-9]+ basic blocks, more than max-blocks=3$} 1 "qprop-gvn" } } */
/* Neither pass did its work on f: no summary, nothing eliminated.  */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre: f: candidates=} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-gvn: f: values=} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} 2 "qprop-pre" } } */
