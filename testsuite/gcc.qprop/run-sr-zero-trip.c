/* sr-zero-trip.c, run at every torture level, against references:
   n = -5, -1, 0, 1, 2, 3 and larger; zt_start and zt_down with the start
   below, at, and above n (no iterations), start 1 (reading a[0]) and the
   top of the arrays.  Every call gets new random inputs, and all of b[]
   is compared, so a stale or misplaced carried value, or a write by a
   loop that must not run, is caught.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-zero-trip.c"

extern void abort (void);

static unsigned seed = 2024;

static unsigned
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) & 0x7fffu;
}

__attribute__((noipa, optimize ("O0"))) void
ref_zt_count (const int *a, int *b, int n)
{
  for (int i = 0; i < n; i++)
    b[i] = a[i + 2] - a[i + 1];
}

__attribute__((noipa, optimize ("O0"))) void
ref_zt_start (const int *a, int *b, int start, int n)
{
  for (int i = start; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

__attribute__((noipa, optimize ("O0"))) unsigned
ref_zt_down (const unsigned *u, int start, int n)
{
  unsigned s = 0;
  for (int i = n - 1; i >= start; i--)
    s += u[i] * u[i + 1];
  return s;
}

static int ra[N], rb[N];
static unsigned ru[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = (int) (rnd () % 2001u) - 1000;
      b[i] = rb[i] = (int) (rnd () % 2001u) - 1000;
      u[i] = ru[i] = rnd () * 131071u;
    }
}

static void
compare (void)
{
  for (int i = 0; i < N; i++)
    if (a[i] != ra[i] || b[i] != rb[i] || u[i] != ru[i])
      abort ();
}

static void
check (int start, int n)
{
  /* zt_count reads a[1 .. n+1]; zt_start reads a[start-1 .. n-1];
     zt_down reads u[start .. n].  */
  if (n < N - 1)
    {
      fill ();
      zt_count (n);
      ref_zt_count (ra, rb, n);
      compare ();
    }
  if (start >= 1 && n <= N)
    {
      fill ();
      zt_start (start, n);
      ref_zt_start (ra, rb, start, n);
      compare ();
    }
  if (start >= 0 && n < N)
    {
      fill ();
      if (zt_down (start, n) != ref_zt_down (ru, start, n))
	abort ();
      compare ();
    }
}

int
main (void)
{
  static const int ns[] = { -5, -1, 0, 1, 2, 3, 4, 7, 30, N - 2, N - 1, N };
  static const int starts[] = { 0, 1, 2, 3, 5, 29, N - 2, N - 1, N, N + 3 };
  for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++)
    for (unsigned l = 0; l < sizeof starts / sizeof starts[0]; l++)
      check (starts[l], ns[k]);

  /* Worked out by hand.  */
  for (int i = 0; i < N; i++)
    a[i] = i * i, b[i] = -7, u[i] = i + 1;
  zt_count (0);
  zt_start (3, 3);
  zt_start (5, 2);
  if (b[0] != -7 || b[1] != -7 || b[2] != -7 || b[3] != -7 || b[5] != -7)
    abort ();
  if (zt_down (3, 3) != 0 || zt_down (5, 1) != 0 || zt_down (0, -4) != 0)
    abort ();
  zt_count (2);
  zt_start (4, 6);
  /* b[0] = a[2] - a[1] = 3, b[1] = a[3] - a[2] = 5.  */
  if (b[0] != 3 || b[1] != 5 || b[2] != -7 || b[3] != -7 || b[4] != 25
      || b[5] != 41 || b[6] != -7)
    abort ();
  /* u[i] = i + 1, i = 2, 1, 0: 3 * 4 + 2 * 3 + 1 * 2.  */
  if (zt_down (0, 3) != 12 + 6 + 2 || zt_down (2, 3) != 12)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: zt_count: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: zt_start: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: zt_down: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
