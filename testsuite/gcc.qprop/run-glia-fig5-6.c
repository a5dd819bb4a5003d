/* glia-fig5-6.c, run at every torture level, against a reference
   that does the same operations in the same order, for (k, l) at the
   corners of a[][], in column 0 (where a[k][l] is the a[i][0] of one
   iteration) and at random points, with c[] random, all 0 and all
   nonzero, and new random inputs for every call.  The inputs are random
   halves of small integers, so every product is exact (a contracted
   multiply-add gives the same value) and the results are compared
   exactly.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-fig5-6.c"

extern void abort (void);

static unsigned seed = 5656;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) double
ref_fig5_6 (double (*ra)[64], const double *rb, const int *rc, int k, int l)
{
  double s = 0.0;
  for (int i = 0; i < 64; i++)
    {
      if (rc[i])
	s += ra[i][0];
      s = s * 0.5 + rb[i];
      s = s * 0.5 + ra[(i + k) & 63][l];
    }
  return s;
}

static double ra[64][64], rb[64];
static int rc[64];

/* mode 0: c[] random; 1: all 0; 2: all nonzero.  */
static void
fill (int mode)
{
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	a[i][j] = ra[i][j] = rnd () / 2.0;
      b[i] = rb[i] = rnd () / 2.0;
      int t = rnd () & 1;
      if (mode == 1)
	t = 0;
      else if (mode == 2)
	t = (t ? 1 : -7);
      c[i] = rc[i] = t;
    }
}

static void
check (int k, int l)
{
  for (int mode = 0; mode < 3; mode++)
    {
      fill (mode);
      if (fig5_6 (k, l) != ref_fig5_6 (ra, rb, rc, k, l))
	abort ();
      for (int i = 0; i < 64; i++)
	{
	  for (int j = 0; j < 64; j++)
	    if (a[i][j] != ra[i][j])
	      abort ();
	  if (b[i] != rb[i] || c[i] != rc[i])
	    abort ();
	}
    }
}

int
main (void)
{
  static const int fixed[][2] = {
    { 0, 0 }, { 0, 63 }, { 63, 0 }, { 63, 63 }, { 17, 0 }, { 5, 1 }
  };
  for (unsigned t = 0; t < sizeof fixed / sizeof fixed[0]; t++)
    check (fixed[t][0], fixed[t][1]);
  for (int t = 0; t < 8; t++)
    check ((rnd () + 1000) % 64, (rnd () + 1000) % 64);

  /* Worked out by hand: all 0 but a[63][0] = 8 and c[63] = 1, k = l = 0:
     only the last iteration reads 8, twice (as a[i][0] and as
     a[(i + k) & 63][l]): s = 8, 4, 2 + 8 = 10.  With c[63] = 0, only
     the second read: s = 0, 0, 8.  */
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	a[i][j] = 0.0;
      b[i] = 0.0;
      c[i] = 0;
    }
  a[63][0] = 8.0, c[63] = 1;
  if (fig5_6 (0, 0) != 10.0)
    abort ();
  c[63] = 0;
  if (fig5_6 (0, 0) != 8.0)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-fig5-6.c: not at -Os, where it leaves blocks optimized for size
   alone, and not at the -O3 levels the selectors leave out, where it moves
   nothing in that kernel.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig5_6: .* moved=1 } "qprop-glia" { target { ! { qprop_Os || qprop_O3 } } } } } */
