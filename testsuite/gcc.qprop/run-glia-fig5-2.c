/* glia-fig5-2.c, run at every torture level, against a reference
   that does the same operations in the same order, for (k, l) at the
   corners of a[][], on the diagonal and at random points (kept in
   idx[]), each with new random inputs.  The inputs are random halves of
   small integers, so every product is exact (a contracted multiply-add
   gives the same value) and the results are compared exactly.  a[k][l]
   is one of the a[i][j] and a[i][j+1] of some iteration, so a load that
   reads the wrong element, or a value carried from the wrong one, gives
   a wrong result.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-fig5-2.c"

extern void abort (void);

static unsigned seed = 5252;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) double
ref_fig5_2 (double (*ra)[64], const double *rb, int k, int l)
{
  double s = 0.0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 63; j++)
      {
	s = s * 0.5 + ra[i][j];
	s = s * 0.5 + rb[i];
	s = s * 0.5 + ra[k][l];
	s = s * 0.5 + ra[i][j + 1];
      }
  return s;
}

static double ra[64][64], rb[64];

static void
fill (void)
{
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	a[i][j] = ra[i][j] = rnd () / 2.0;
      b[i] = rb[i] = rnd () / 2.0;
    }
}

static void
check (int k, int l)
{
  fill ();
  if (fig5_2 (k, l) != ref_fig5_2 (ra, rb, k, l))
    abort ();
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	if (a[i][j] != ra[i][j])
	  abort ();
      if (b[i] != rb[i])
	abort ();
    }
}

int
main (void)
{
  static const int fixed[][2] = {
    { 0, 0 }, { 0, 63 }, { 63, 0 }, { 63, 63 }, { 1, 1 }, { 31, 32 }
  };
  for (unsigned t = 0; t < sizeof fixed / sizeof fixed[0]; t++)
    check (fixed[t][0], fixed[t][1]);

  for (int t = 0; t < 64; t++)
    idx[t] = (rnd () + 1000) % 64;
  for (int t = 0; t + 1 < 64; t += 4)
    check (idx[t], idx[t + 1]);

  /* Worked out by hand, with a[][] and b[] all 0 but one element, and
     k = l = 0.  a[63][63] = 16 is read once, by the last load of the
     last iteration: 16.  a[63][62] = 16 is read as a[i][j+1] by the
     last load of iteration (63, 61), s = 16, then as a[i][j] in
     (63, 62): s = 8 + 16 = 24, 12, 6, 3.  */
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	a[i][j] = 0.0;
      b[i] = 0.0;
    }
  a[63][63] = 16.0;
  if (fig5_2 (0, 0) != 16.0)
    abort ();
  a[63][63] = 0.0, a[63][62] = 16.0;
  if (fig5_2 (0, 0) != 3.0)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-fig5-2.c: at every level but -Os, where it leaves blocks optimized
   for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig5_2: .* moved=2 } "qprop-glia" { target { ! qprop_Os } } } } */
