/* glia-fig5-8.c, run at every torture level, against a reference
   that does the same operations in the same order, several times with
   new random inputs.  The inputs are random halves of small integers,
   so every product is exact (a contracted multiply-add gives the same
   value) and the results are compared exactly.  A load that reads the
   wrong element, or a value carried from the wrong one, gives a wrong
   result.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-fig5-8.c"

extern void abort (void);

static unsigned seed = 5858;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) double
ref_fig5_8 (const double *ra, const double *rb)
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    {
      s = s * 0.5 + ra[i];
      s = s * 0.5 + rb[i];
      s = s * 0.5 + ra[i + 1];
      s = s * 0.5 + rb[i + 1];
    }
  return s;
}

static double ra[N + 1], rb[N + 1];

int
main (void)
{
  for (int r = 0; r < 8; r++)
    {
      for (int i = 0; i <= N; i++)
	{
	  a[i] = ra[i] = rnd () / 2.0;
	  b[i] = rb[i] = rnd () / 2.0;
	}
      if (fig5_8 () != ref_fig5_8 (ra, rb))
	abort ();
      for (int i = 0; i <= N; i++)
	if (a[i] != ra[i] || b[i] != rb[i])
	  abort ();
    }

  /* Worked out by hand: all 0 but b[N] = 16, read once, by the last
     load: 16.  With a[N] = 16 instead, read by the load before it:
     16 * 0.5 = 8.  */
  for (int i = 0; i <= N; i++)
    a[i] = b[i] = 0.0;
  b[N] = 16.0;
  if (fig5_8 () != 16.0)
    abort ();
  b[N] = 0.0, a[N] = 16.0;
  if (fig5_8 () != 8.0)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-fig5-8.c: at every level but -Os, where it leaves blocks optimized
   for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig5_8: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
