/* Results of pre-full.c: a * b after the join is replaced by the PHI of
   the values computed on the two arms.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-full.c"

extern void abort (void);

int
main (void)
{
  if (f (3, 4, 1) != 24 || f (3, 4, 0) != 25)
    abort ();
  if (f (-5, 2, 1) != -20 || f (-5, 2, 0) != -19)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: f: .* eliminated=1 } "qprop-pre" } } */
