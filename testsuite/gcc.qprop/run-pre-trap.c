/* Negative: the loops of pre-trap.c run zero times with p == 0 and with
   y == 0.  Hoisting *p or x / y in front of the loop would fault (SIGSEGV,
   SIGFPE) where the program itself never evaluates them.  -fno-tree-ch
   keeps the loops in the shape of pre-trap.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-trap.c"

extern void abort (void);

int
main (void)
{
  int v = 7;
  if (load_inv ((int *) 0, 0) != 0)
    abort ();
  if (load_inv (&v, 3) != 21)
    abort ();
  if (div_inv (5, 0, 0) != 0)
    abort ();
  if (div_inv (-2147483647 - 1, -1, 0) != 0)
    abort ();
  if (div_inv (17, 5, 4) != 12)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */

/* In the build that ran, at every level, qprop-pre refused to hoist the
   load and the division, which may trap and are not down-safe (rule 3).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: load_inv: .* rule3=1 .* eliminated=0 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: div_inv: .* rule3=1 .* eliminated=0 } "qprop-pre" } } */
