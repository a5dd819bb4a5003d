/* glia-later.c, run at every optimization level: get () changes len,
   so the second load must see the new value.  */
/* { dg-do run } */

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
