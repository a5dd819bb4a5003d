/* sr-fig1-3.c, run at every torture level: both kernels against a
   reference for n = 0 ... 3, larger n, and n = N.  Every output element
   is compared, the untouched ones (b[0], b[n..]) included.  Each size is
   run twice, with a[] refilled in between: a value carried in a wrong
   PHI (from the wrong iteration, or left over from an earlier call) gives
   a wrong b[i].  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-fig1-3.c"

extern void abort (void);

static unsigned seed = 12345;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) void
ref_fig13 (const int *a, int *b, int n)
{
  for (int i = 1; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

static int ra[N], rb[N], pa[N], pb[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = pa[i] = rnd ();
      b[i] = rb[i] = pb[i] = rnd ();
    }
}

static void
check (int n)
{
  fill ();
  fig13_global (n);
  fig13_restrict (pa, pb, n);
  ref_fig13 (ra, rb, n);
  for (int i = 0; i < N; i++)
    if (b[i] != rb[i] || pb[i] != rb[i] || a[i] != ra[i] || pa[i] != ra[i])
      abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 7, 8, 16, 31, 100, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      check (sizes[k]);
      check (sizes[k]);
    }
  check (-5);

  /* A few values worked out by hand.  */
  for (int i = 0; i < N; i++)
    a[i] = pa[i] = i * i, b[i] = pb[i] = -1;
  fig13_global (4);
  fig13_restrict (pa, pb, 4);
  if (b[0] != -1 || b[1] != 1 || b[2] != 5 || b[3] != 13 || b[4] != -1)
    abort ();
  if (pb[0] != -1 || pb[1] != 1 || pb[2] != 5 || pb[3] != 13 || pb[4] != -1)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fig13_global: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fig13_restrict: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
