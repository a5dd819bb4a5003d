/* pre-addr-base.c, run at every optimization level.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre" } */

#include "pre-addr-base.c"

extern void abort (void);

int
main (void)
{
  int v = 7;
  g[0][4][1] = 5;
  if (f (1, &v) != 5 || f (0, &v) != 14)
    abort ();
  return 0;
}
