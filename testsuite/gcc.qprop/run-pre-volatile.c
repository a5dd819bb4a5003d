/* The functions of pre-volatile.c still compute the right results.  (A
   single-threaded C program cannot observe whether a volatile read was
   repeated; pre-volatile.c checks in the dump that none was removed or
   moved.)  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-pre -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-volatile.c"

extern void abort (void);

int
main (void)
{
  int w = 21;
  v = 4;
  if (partial (1, 100) != 8 || partial (0, 100) != 104)
    abort ();
  if (invariant (5) != 20 || invariant (0) != 0)
    abort ();
  if (twice (&w) != 42)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */

/* In the build that ran, at every level, qprop-pre went over the three
   kernels and left every volatile access alone.  */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-pre: (?:partial|invariant|twice): .* eliminated=0 insertions=0 phis=0$} 3 "qprop-pre" } } */
