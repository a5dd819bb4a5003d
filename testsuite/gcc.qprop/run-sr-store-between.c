/* sr-store-between.c, run at every torture level: every kernel
   against a reference for n = 0 ... 4, larger n and n = N, comparing all
   of a[], b[] and the return values.  The stored values differ from the
   ones loaded before (random c[]), so forwarding the old value of an
   element instead of the one stored in an earlier iteration gives wrong
   results.  store_may_alias runs with k = 0, where the store of each
   iteration overwrites the element the next iteration reads as a[i-1]:
   a carried (stale) value of a[i-1] would give a wrong b[i].  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-store-between.c"

extern void abort (void);

static unsigned seed = 4242;

static unsigned
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) & 0x7fffu;
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_store_between (unsigned *a, const unsigned *c, int n)
{
  unsigned s = 0;
  for (int i = 1; i < n - 1; i++)
    {
      unsigned t = a[i - 1];
      a[i + 1] = t + c[i];
      s += a[i] ^ t;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) void
ref_load_store_load (unsigned *a, unsigned *b, const unsigned *c, int n)
{
  for (int i = 1; i < n - 2; i++)
    {
      unsigned t = a[i];
      a[i + 2] = t + c[i];
      b[i] = t - a[i - 1];
    }
}

__attribute__((noipa, optimize ("O0"))) void
ref_fwd_store (unsigned *a, unsigned *b, const unsigned *c, int n)
{
  for (int i = 1; i < n; i++)
    {
      a[i] = c[i] * 3u + 1u;
      b[i] = a[i - 1] + c[i];
    }
}

__attribute__((noipa, optimize ("O0"))) void
ref_recurrence (unsigned *a, const unsigned *c, int n)
{
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3u + c[i];
}

__attribute__((noipa, optimize ("O0"))) void
ref_store_may_alias (unsigned *a, unsigned *b, int k, int n)
{
  for (int i = 1; i < n; i++)
    {
      b[i] = a[i] + a[i - 1];
      a[i + k] = b[i] & 0xffu;
    }
}

static unsigned ra[N], rb[N], rc[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = rnd ();
      b[i] = rb[i] = rnd ();
      c[i] = rc[i] = rnd ();
    }
}

static void
compare (void)
{
  for (int i = 0; i < N; i++)
    if (a[i] != ra[i] || b[i] != rb[i] || c[i] != rc[i])
      abort ();
}

static void
check (int n)
{
  fill ();
  if (store_between (n) != ref_store_between (ra, rc, n))
    abort ();
  compare ();

  fill ();
  load_store_load (n);
  ref_load_store_load (ra, rb, rc, n);
  compare ();

  fill ();
  fwd_store (n);
  ref_fwd_store (ra, rb, rc, n);
  compare ();

  fill ();
  recurrence (n);
  ref_recurrence (ra, rc, n);
  compare ();

  /* a[i + k] must stay inside a[]: n <= N - 2 for k = 2.  */
  if (n <= N - 2)
    for (int k = -1; k <= 2; k++)
      {
	fill ();
	store_may_alias (k, n);
	ref_store_may_alias (ra, rb, k, n);
	compare ();
      }
}

int
main (void)
{
  static const int sizes[] = { -2, 0, 1, 2, 3, 4, 5, 6, 7, 16, 31, 100,
			       N - 2, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    check (sizes[k]);

  /* Worked out by hand.  */
  for (int i = 0; i < N; i++)
    a[i] = i, b[i] = 0, c[i] = 10 * i;
  /* i = 1: t = 0, a[2] = 10, s += 1 ^ 0; i = 2: t = 1, a[3] = 21,
     s += 10 ^ 1; i = 3: t = 10, a[4] = 40, s += 21 ^ 10.  */
  if (store_between (5) != 1 + (10 ^ 1) + (21 ^ 10)
      || a[2] != 10 || a[3] != 21 || a[4] != 40 || a[5] != 5)
    abort ();

  for (int i = 0; i < N; i++)
    a[i] = i, b[i] = 0, c[i] = 1;
  recurrence (4);
  if (a[0] != 0 || a[1] != 1 || a[2] != 4 || a[3] != 13 || a[4] != 4)
    abort ();

  /* k = 0: b[i] = a[i] + a[i-1], then a[i] = b[i] & 0xff.
     a = 1, 2, 3, 4 -> b[1] = 3, a[1] = 3; b[2] = 3 + 3 = 6 (the stored
     a[1], not the 2 loaded before), a[2] = 6; b[3] = 4 + 6 = 10.  */
  for (int i = 0; i < N; i++)
    a[i] = i + 1, b[i] = 0;
  store_may_alias (0, 4);
  if (b[1] != 3 || b[2] != 6 || b[3] != 10 || a[1] != 3 || a[2] != 6
      || a[3] != 10)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: store_between: .* replaced=2 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: load_store_load: .* replaced=2 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fwd_store: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: recurrence: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
