/* Results of the functions of pre-isreal.c (thesis Fig. 3.2), on every
   path: with and without the arm that computes x * 7, with loops that run
   zero and several times, and with the early return.  The flags keep the
   loops in the shape of the figure (see pre-isreal.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-loop-im -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-isreal.c"

extern void abort (void);

int
main (void)
{
  int a[4] = { -1, -1, -1, -1 }, out[4] = { -1, -1, -1, -1 };
  if (two_loops (a, out, 3, 0, 0, 0) != 0 || a[0] != -1 || out[0] != -1)
    abort ();
  if (two_loops (a, out, 3, 1, 2, 0) != 21 || a[1] != 1 || a[2] != -1
      || out[0] != -1)
    abort ();
  if (two_loops (a, out, 3, 0, 0, 3) != 0 || out[2] != 21 || out[3] != -1)
    abort ();
  if (two_loops (a, out, -2, 1, 4, 4) != -14 || a[3] != 3 || out[3] != -14)
    abort ();

  if (after_loop (a, 5, 1, 1, 9) != 35 || after_loop (a, 5, 0, 1, 9) != 0)
    abort ();
  if (after_loop (a, 5, 1, 0, 0) != 70 || after_loop (a, 5, 0, 0, 0) != 35)
    abort ();
  a[0] = a[1] = -1;
  if (after_loop (a, 5, 0, 0, 2) != 35 || a[0] != 0 || a[1] != 1)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: two_loops: .* eliminated=1 } "qprop-pre" } } */
