/* sr-fig4-1.c, run at every torture level: both kernels against a
   reference for n = 0 ... 4, larger n, and n = N.  Every output element
   is compared, the untouched ones included.  The inputs are random, so
   a value carried from the wrong iteration (distance 1 instead of 2, or
   a stale one from an earlier call: every size runs twice with new
   inputs) gives a wrong b[i].  The doubles are small integers and
   halves, so the sums are exact.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-fig4-1.c"

extern void abort (void);

static unsigned seed = 777;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) void
ref_fig41_int (const int *a, int *b, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
}

__attribute__((noipa, optimize ("O0"))) void
ref_fig41_double (const double *a, double *b, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
}

static int ra[N], rb[N];
static double rda[N], rdb[N];

static void
check (int n)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = rnd ();
      b[i] = rb[i] = rnd ();
      da[i] = rda[i] = rnd () * 0.5;
      db[i] = rdb[i] = rnd () * 0.5;
    }
  fig41_int (n);
  ref_fig41_int (ra, rb, n);
  fig41_double (n);
  ref_fig41_double (rda, rdb, n);
  for (int i = 0; i < N; i++)
    if (a[i] != ra[i] || b[i] != rb[i] || da[i] != rda[i] || db[i] != rdb[i])
      abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 16, 33, 100, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      check (sizes[k]);
      check (sizes[k]);
    }
  check (-3);

  /* Worked out by hand: a[i] = i * i, n = 5 writes b[1..3].  */
  for (int i = 0; i < N; i++)
    {
      a[i] = i * i, b[i] = -1;
      da[i] = i + 0.5, db[i] = -1;
    }
  fig41_int (5);
  fig41_double (5);
  if (b[0] != -1 || b[1] != 4 || b[2] != 10 || b[3] != 20 || b[4] != -1)
    abort ();
  if (db[0] != -1 || db[1] != 3 || db[2] != 5 || db[3] != 7 || db[4] != -1)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fig41_int: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fig41_double: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
