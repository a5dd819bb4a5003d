/* Results of pre-fig3-1.c (thesis Fig. 1.6 / 3.1): z * m, spelled
   differently from y * m but with the same value, is eliminated after the
   join; both paths must still give the right result.  The flags keep
   GCC's own passes from removing the redundancy first (see
   pre-fig3-1.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-fre -fno-tree-dominator-opts -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-fig3-1.c"

extern void abort (void);

__attribute__((noipa)) int
g (int x, int k, int m, int c)
{
  int y = x + k;
  int z = x + k;
  int i = 1;
  if (c)
    i = y * m;
  int j = z * m;
  return i * 1000 + j;
}

int
main (void)
{
  if (f (2, 3, 4, 1) != 0 || f (2, 3, 4, 0) != -20)
    abort ();
  if (g (2, 3, 4, 1) != 20020 || g (2, 3, 4, 0) != 1020)
    abort ();
  if (g (-1, 1, 9, 1) != 0 || g (-1, 1, 9, 0) != 1000)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  In g,
   i * 1000 is partially redundant too: i is 1 when c is 0, and 1 * 1000
   folds to a constant, so y * m * 1000 is inserted where i = y * m and
   the product becomes a PHI of 1000 and that.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: f: .* eliminated=2 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: g: .* eliminated=3 } "qprop-pre" } } */
