/* glia-later.c, run at every torture level: get () changes len,
   so the second load must see the new value.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-later.c"

extern void abort (void);

static int buf[2] = { 5, 7 };

__attribute__((noipa)) int *
get (void)
{
  len = 100;
  return buf;
}

int
main (void)
{
  len = 3;
  if (later (1) != 1)
    abort ();
  len = 20;
  q = buf;
  if (later (1) != 12 + 20 * 3)
    abort ();
  len = 20;
  if (later (0) != 12 + 100 * 3)
    abort ();
  q = 0;
  len = 20;
  if (later (1) != 2)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-later.c: not at -Os, where it leaves blocks optimized for size
   alone, and not at the -O3 levels the selectors leave out, where it moves
   nothing in that kernel.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: later: .* moved=1 } "qprop-glia" { target { ! { qprop_Os || qprop_unroll } } } } } */
