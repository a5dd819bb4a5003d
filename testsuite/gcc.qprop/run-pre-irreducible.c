/* Results of the irreducible loops of pre-irreducible.c, and of a third
   with the loop-invariant x + y on both paths, for every entry, every
   trip count, and a range of values: compared with precomputed results
   (a hash of all of them, computed without the plugin).  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-irreducible.c"

extern void abort (void);

__attribute__((noipa)) int
irr_two (int *a, int x, int y, int n, int e)
{
  int i = 0, s = 0, t;
  if (e & 1)
    goto l2;
 l1:
  t = x + y;
  s += t * i;
  i++;
  if (i >= n)
    return s + (x + y);
 l2:
  s += a[i & 7] + (x + y);
  i++;
  if (i < n)
    goto l1;
  return s + a[(i - 1) & 7];
}

int
main (void)
{
  int a[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  unsigned long h = 0;

  /* A few values worked out by hand.  */
  if (irr (a, 1, 0, 0) != 0 || irr (a, 1, 2, 0) != 7 + 3 + 7 + 7 + 1 + 7)
    abort ();
  if (irr (a, 1, 0, 1) != 3 + 7 || irr (a, 2, 2, 1) != 3 + 14 + 14 + 1 + 14)
    abort ();
  if (irr_ld (a, 1, 0) != 3 * 3 + 3 * 1 + 0 + 3 * 1)
    abort ();
  if (irr_ld (a, 1, 4) != 3 * 5 + 2 + 3 * 5)
    abort ();
  if (irr_two (a, 2, 3, 1, 0) != 0 + 5)
    abort ();
  if (irr_two (a, 2, 3, 1, 1) != 3 + 5 + 3)
    abort ();

  for (int x = -3; x < 4; x++)
    for (int n = 0; n < 6; n++)
      for (int e = 0; e < 6; e++)
	{
	  h = h * 31 + (unsigned) irr (a, x, n, e & 1);
	  h = h * 31 + (unsigned) irr_two (a, x, e, n, e);
	  h = h * 31 + (unsigned) irr_ld (a, n + 1, e);
	}
  if (h != 2859210802960695428UL)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: irr: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: irr_ld: .* eliminated=[1-9][0-9]* } "qprop-pre" } } */
