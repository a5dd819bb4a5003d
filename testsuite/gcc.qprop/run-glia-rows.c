/* glia-rows.c, run at every torture level against references that
   do the same operations in the same order, for several (k, l) and n, on
   rows that are separate allocations (rowptr) and on one 2-D array
   (rowarr); the inputs are random halves of small integers, so every
   result is exact.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-rows.c"

extern void abort (void);

static unsigned seed = 2024;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (double) ((int) ((seed >> 16) % 41u) - 20) * 0.5;
}

__attribute__((noipa, optimize ("O0"))) double
ref (double (*at) (int, int), double *b, int k, int l, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 63; j++)
      {
	s = s * 0.5 + at (i, j);
	s = s * 0.5 + b[i];
	s = s * 0.5 + at (k, l + j);
	s = s * 0.5 + at (i, j + 1);
      }
  return s;
}

#define N 16
static double a[N][64], b[N], store[N][128];
static double *rows[N];

static double
at (int i, int j)
{
  return a[i][j];
}

int
main (void)
{
  static const int ks[] = { 0, 3, 15 };
  for (int i = 0; i < N; i++)
    rows[i] = store[N - 1 - i];
  for (int t = 0; t < 3; t++)
    {
      for (int i = 0; i < N; i++)
	{
	  b[i] = rnd ();
	  for (int j = 0; j < 64; j++)
	    a[i][j] = rows[i][j] = rnd ();
	}
      for (int n = 0; n <= N; n += 5)
	{
	  int l = t & 1;	/* l + j stays within a row */
	  double want = ref (at, b, ks[t], l, n);
	  if (rowarr (a, b, ks[t], l, n) != want)
	    abort ();
	  if (rowptr (rows, b, ks[t], l, n) != want)
	    abort ();
	}
    }
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of glia-rows.c: at
   every level but -Os, where it leaves blocks optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: rowptr: .* moved=3 } "qprop-glia" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: rowarr: .* moved=2 } "qprop-glia" { target { ! qprop_Os } } } } */
