/* sr-irreducible.c, run at every torture level, against references:
   both entries (e even and odd), n = -3 ... 5 and larger trip counts,
   and for irreducible_in_loop outer trip counts m = 0 ... 3 and larger
   with random and fixed entry patterns in b[].  a[] is compared after
   every call (irreducible_store writes it).  irreducible_store stores a
   different value from the one a[i] held, so forwarding the old value of
   a[i] (a stale carried load) instead of the stored one gives a wrong
   sum; the hand-worked cases check that directly.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-irreducible.c"

extern void abort (void);

static unsigned seed = 8080;

static unsigned
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) & 0x7fffu;
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_irreducible (const unsigned *a, int n, int e)
{
  unsigned s = 0;
  int i = 0;
  if (!(e & 1))
    s += a[0] * 2u;
  for (;;)
    {
      s += a[i + 1];
      i++;
      if (i >= n)
	break;
      s += a[i] * 2u;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_irreducible_dist2 (const unsigned *a, int n, int e)
{
  unsigned s = 0;
  int i = 1;
  if (!(e & 1))
    s += a[0] * 2u;
  for (;;)
    {
      s += a[i + 1];
      i++;
      if (i >= n)
	break;
      s += a[i - 1] * 2u;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_irreducible_store (unsigned *a, int n, int e)
{
  unsigned s = 0;
  int i = 0;
  if (!(e & 1))
    a[1] = 0;
  for (;;)
    {
      s += a[i] * 3u + 1u;
      i++;
      if (i >= n)
	break;
      a[i + 1] = s & 0xffu;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_irreducible_in_loop (const unsigned *a, const unsigned *b, int n, int m)
{
  unsigned h = 0;
  for (int r = 0; r < m; r++)
    {
      h += ref_irreducible_dist2 (a, n, b[r] & 1);
      h = h * 31u;
    }
  return h;
}

static unsigned ra[N + 2], rb[N];

static void
fill (int bmode)
{
  for (int i = 0; i < N + 2; i++)
    a[i] = ra[i] = rnd ();
  for (int i = 0; i < N; i++)
    b[i] = rb[i] = bmode == 0 ? rnd () : bmode == 1 ? 2u * i : 2u * i + 1;
}

static void
compare (void)
{
  for (int i = 0; i < N + 2; i++)
    if (a[i] != ra[i])
      abort ();
  for (int i = 0; i < N; i++)
    if (b[i] != rb[i])
      abort ();
}

int
main (void)
{
  static const int ns[] = { -3, 0, 1, 2, 3, 4, 5, 9, 64, N - 1, N };
  static const int ms[] = { 0, 1, 2, 3, 17, N };

  for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++)
    for (int e = 0; e < 4; e++)
      {
	int n = ns[k];
	fill (0);
	if (irreducible (n, e) != ref_irreducible (ra, n, e))
	  abort ();
	compare ();
	if (irreducible_dist2 (n, e) != ref_irreducible_dist2 (ra, n, e))
	  abort ();
	compare ();
	if (irreducible_store (n, e) != ref_irreducible_store (ra, n, e))
	  abort ();
	compare ();
	/* Again on the array the first call stored to.  */
	if (irreducible_store (n, e) != ref_irreducible_store (ra, n, e))
	  abort ();
	compare ();
      }

  for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++)
    for (unsigned l = 0; l < sizeof ms / sizeof ms[0]; l++)
      for (int bmode = 0; bmode < 3; bmode++)
	{
	  int n = ns[k], m = ms[l];
	  fill (bmode);
	  if (irreducible_in_loop (n, m) != ref_irreducible_in_loop (ra, rb, n, m))
	    abort ();
	  compare ();
	}

  /* Worked out by hand, a[k] = k + 1.  */
  for (int i = 0; i < N + 2; i++)
    a[i] = i + 1;
  if (irreducible (1, 0) != 2 + 2 || irreducible (1, 1) != 2
      || irreducible (2, 0) != 2 + 2 + 4 + 3 || irreducible (2, 1) != 2 + 4 + 3)
    abort ();
  if (irreducible_dist2 (3, 0) != 2 + 3 + 4 + 4
      || irreducible_dist2 (3, 1) != 3 + 4 + 4)
    abort ();
  /* top entry: a[1] = 0, s = 4; a[2] = 4, s = 4 + 0 * 3 + 1 = 5;
     a[3] = 5, s = 5 + 4 * 3 + 1 = 18.  */
  if (irreducible_store (3, 0) != 18 || a[1] != 0 || a[2] != 4 || a[3] != 5
      || a[4] != 5)
    abort ();
  for (int i = 0; i < N + 2; i++)
    a[i] = i + 1;
  /* mid entry: s = 4; a[2] = 4, s = 4 + 2 * 3 + 1 = 11;
     a[3] = 11, s = 11 + 4 * 3 + 1 = 24.  */
  if (irreducible_store (3, 1) != 24 || a[1] != 2 || a[2] != 4 || a[3] != 11
      || a[4] != 5)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: irreducible_in_loop: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
