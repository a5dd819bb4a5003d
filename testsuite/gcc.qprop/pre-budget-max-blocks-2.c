/* Budget boundary: max-blocks=N leaves alone functions with *more* than N
   basic blocks (qprop --help: "leave functions with more than N basic
   blocks alone").  f has exactly 3 blocks as qprop counts blocks
   elsewhere (qprop-stats, in the same compile: blocks=3, GCC's fixed
   ENTRY and EXIT blocks not counted; see counts.c), so with
   max-blocks=3 qprop-gvn and qprop-pre must still run on it.
   -fno-tree-pre, -fno-code-hoisting: as in pre-fig1-5.c (GCC's code
   hoisting would otherwise leave a single block).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-max-blocks=3 -fplugin-arg-qprop-dump=qprop-pre,qprop-gvn-details" } */

int
f (int a, int b, int c)
{
  int x = 0, y;
  if (c)
    x = a * b;
  y = a * b;
  return x + y;
}

/* { dg-final { scan-tree-dump-times {(?n)^bb [0-9]+:$} 3 "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)eliminated: partially redundant} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)left alone} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump-not {(?n)left alone} "qprop-pre" } } */
