/* glia-fig1-10.c, run at every torture level, against references
   that do the same operations in the same order, for n = 0 ... 3, larger
   n and the largest n (N - 1 for fig1_10, 64 for fig1_10_2d), each twice
   with new random inputs.  The inputs are random halves of small
   integers, so every product is exact (a contracted multiply-add gives
   the same sum) and the sums are compared exactly.  A load moved above
   a store, or one that reads the wrong element, gives a wrong sum.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-fig1-10.c"

extern void abort (void);

static unsigned seed = 4242;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) double
ref_fig1_10 (const double *ra, const double *rb, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += ra[i];
      s *= 0.5;
      s += rb[i] * 3.0;
      s *= 0.5;
      s += ra[i + 1] * 0.5;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) double
ref_fig1_10_2d (double (*rm)[64], double (*rp)[64], int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 63; j++)
      {
	s += rm[i][j];
	s *= 0.5;
	s += rp[i][j] * 3.0;
	s *= 0.5;
	s += rm[i][j + 1] * 0.5;
      }
  return s;
}

static double ra[N], rb[N], rm[64][64], rp[64][64];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = rnd () / 2;
      b[i] = rb[i] = rnd () / 2;
    }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      {
	m[i][j] = rm[i][j] = rnd () / 2;
	p[i][j] = rp[i][j] = rnd () / 2;
      }
}

static void
compare (void)
{
  for (int i = 0; i < N; i++)
    if (a[i] != ra[i] || b[i] != rb[i])
      abort ();
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      if (m[i][j] != rm[i][j] || p[i][j] != rp[i][j])
	abort ();
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 5, 17, 63, 64, 100, N - 2, N - 1 };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    for (int r = 0; r < 2; r++)
      {
	int n = sizes[k];
	fill ();
	if (fig1_10 (n) != ref_fig1_10 (ra, rb, n))
	  abort ();
	if (n <= 64 && fig1_10_2d (n) != ref_fig1_10_2d (rm, rp, n))
	  abort ();
	compare ();
      }

  /* Worked out by hand: a = 4, 6, b = 2.  fig1_10 (1):
     s = 4, 2, 2 + 6 = 8, 4, 4 + 6 * 0.5 = 7.  */
  a[0] = 4.0, a[1] = 6.0, b[0] = 2.0;
  if (fig1_10 (1) != 7.0)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-fig1-10.c: at every level but -Os, where it leaves blocks optimized
   for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig1_10: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig1_10_2d: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
