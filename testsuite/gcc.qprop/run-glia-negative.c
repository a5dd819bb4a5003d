/* glia-negative.c, run at every torture level, against references
   that do the same operations in the same order on copies of the
   inputs, for n = 0 ... 2, larger n and n = N, with new random inputs
   for every call.  The stores and the call in these kernels write the
   element a moved load would read: store_same runs with j = i + 1 for
   some i (and with j = 0, never read again), alias_store with r = &p[5]
   (and with r = &p[0], into q[] and outside both), call_between with
   ext adding 1.5 to a[i+1].  A load moved above the store or the call
   reads the old value and gives a wrong sum.  Every array (and *r) is
   compared after each call.  The inputs are random halves of small
   integers, so every product is exact (a contracted multiply-add gives
   the same value) and the sums are compared exactly.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-negative.c"

extern void abort (void);

static unsigned seed = 1357;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

static double ra[N + 1], rb[N + 1];

__attribute__((noipa, optimize ("O0"))) double
ref_store_same (int j)
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    {
      s += ra[i];
      s = s * 0.5 + rb[i];
      ra[j] = s;
      s += ra[i + 1];
    }
  return s;
}

/* Also the reference of alias_restrict and, with p volatile, of vol.  */
__attribute__((noipa, optimize ("O0"))) double
ref_alias_store (double *p, double *q, double *r, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      s = s * 0.5 + q[i];
      *r = s;
      s += p[i + 1];
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) double
ref_vol (const double *p, const double *q, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      s = s * 0.5 + q[i];
      s += p[i + 1];
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) void
ref_ext (int i)
{
  ra[i + 1] += 1.5;
}

__attribute__((noipa, optimize ("O0"))) double
ref_call_between (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += ra[i];
      s = s * 0.5 + rb[i];
      ref_ext (i);
      s += ra[i + 1];
    }
  return s;
}

static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      a[i] = ra[i] = rnd () / 2.0;
      b[i] = rb[i] = rnd () / 2.0;
    }
}

static void
compare (void)
{
  for (int i = 0; i <= N; i++)
    if (a[i] != ra[i] || b[i] != rb[i])
      abort ();
}

static void
check (int n)
{
  double x = 0.0, rx = 0.0;

  /* r = &p[5], &p[0], into q[], outside both.  */
  for (int w = 0; w < 4; w++)
    {
      fill ();
      double *r = w == 0 ? &a[5] : w == 1 ? &a[0] : w == 2 ? &b[3] : &x;
      double *rr = w == 0 ? &ra[5] : w == 1 ? &ra[0] : w == 2 ? &rb[3] : &rx;
      if (alias_store (a, b, r, n) != ref_alias_store (ra, rb, rr, n))
	abort ();
      compare ();
      if (x != rx)
	abort ();
    }

  fill ();
  if (alias_restrict (a, b, &x, n) != ref_alias_store (ra, rb, &rx, n))
    abort ();
  compare ();
  if (x != rx)
    abort ();

  fill ();
  if (vol (a, b, n) != ref_vol (ra, rb, n))
    abort ();
  compare ();

  fill ();
  if (call_between (n) != ref_call_between (n))
    abort ();
  compare ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 5, 6, 17, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      check (sizes[k]);
      check (sizes[k]);
    }

  static const int js[] = { 0, 1, 2, 5, N / 2, N - 1, N };
  for (unsigned k = 0; k < sizeof js / sizeof js[0]; k++)
    {
      fill ();
      if (store_same (js[k]) != ref_store_same (js[k]))
	abort ();
      compare ();
    }

  /* Worked out by hand: p = 2, 4, 6, q = 2, 2, r = &p[1], n = 1:
     s = 2, 1 + 2 = 3, p[1] = 3, s = 3 + 3 = 6 (7 with the p[1] of
     before the store).  */
  a[0] = 2.0, a[1] = 4.0, a[2] = 6.0, b[0] = b[1] = 2.0;
  if (alias_store (a, b, &a[1], 1) != 6.0 || a[1] != 3.0)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-negative.c: at every level but -Os, where it leaves blocks
   optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: alias_restrict: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
