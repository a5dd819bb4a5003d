/* Results of the partial redundancy of pre-fig1-5.c (thesis Fig. 1.5),
   eliminated by qprop-pre with an insertion on the arm that did not
   compute a * b, on both paths through the if.  GCC's PRE and code
   hoisting are off so that the shape reaches qprop-pre (see
   pre-fig1-5.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-fig1-5.c"

extern void abort (void);

int
main (void)
{
  if (f (3, 5, 1) != 30 || f (3, 5, 0) != 15)
    abort ();
  if (f (-7, 6, 1) != -84 || f (-7, 6, 0) != -42)
    abort ();
  if (f (0, 9, 1) != 0 || f (1, 1, 0) != 1)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: f: .* eliminated=1 } "qprop-pre" } } */
