/* sr-cond.c, run at every torture level, against references, for
   n = 0 ... 4, larger n and n = N, with random a[] (refilled before
   every call).  cond_break is run with keys found at each position
   (first iteration, middle, last), with a key found only in a[0], which
   is never compared, and with a key that is not there.  A value carried
   from the wrong iteration gives a wrong sum, since the elements are
   random; a wrong exit gives a wrong exit_index.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-cond.c"

extern void abort (void);

static unsigned seed = 31337;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) int
ref_cond_use (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int x = a[i + 1];
      if (x & 1)
	s += a[i];
      else
	s -= x;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) int
ref_cond_break (const int *a, int key, int n, int *idx)
{
  int s = 0, i;
  for (i = 0; i < n; i++)
    {
      if (a[i + 1] == key)
	break;
      s += a[i] * 3;
    }
  *idx = i;
  return s;
}

static int ra[N + 1];

static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    a[i] = ra[i] = rnd ();
}

static void
compare (void)
{
  for (int i = 0; i <= N; i++)
    if (a[i] != ra[i])
      abort ();
}

static void
check_break (int key, int n)
{
  int idx = -1;
  exit_index = -2;
  if (cond_break (key, n) != ref_cond_break (ra, key, n, &idx))
    abort ();
  if (exit_index != idx)
    abort ();
  compare ();
}

static void
check (int n)
{
  fill ();
  if (cond_use (n) != ref_cond_use (ra, n))
    abort ();
  compare ();

  fill ();
  check_break (5000, n);	/* Not there.  */
  for (int p = 0; p <= n && p <= N; p++)
    {
      fill ();
      a[p] = ra[p] = 4321;	/* Found at a[p], p = 0 never tested.  */
      check_break (4321, n);
    }
}

int
main (void)
{
  static const int sizes[] = { -1, 0, 1, 2, 3, 4, 5, 8, 17, 64, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      check (sizes[k]);
      check (sizes[k]);
    }

  /* Worked out by hand: a = 10, 3, 4, 7, 8.
     cond_use (4): i = 0: x = 3 odd, s += 10; i = 1: x = 4, s -= 4;
     i = 2: x = 7 odd, s += 4; i = 3: x = 8, s -= 8.  */
  a[0] = 10, a[1] = 3, a[2] = 4, a[3] = 7, a[4] = 8;
  if (cond_use (4) != 10 - 4 + 4 - 8)
    abort ();
  /* cond_break (7, 4): a[1], a[2] != 7: s = 30 + 9; a[3] == 7 at i = 2.  */
  if (cond_break (7, 4) != 39 || exit_index != 2)
    abort ();
  if (cond_break (10, 4) != 30 + 9 + 12 + 21 || exit_index != 4)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: cond_use: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: cond_break: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
