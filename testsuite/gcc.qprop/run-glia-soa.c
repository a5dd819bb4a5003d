/* glia-soa.c, run at every torture level against a reference that
   does the same operations in the same order, on random halves of small
   integers (every result exact).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-soa.c"

extern void abort (void);

static unsigned seed = 4242;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (double) ((int) ((seed >> 16) % 41u) - 20) * 0.5;
}

__attribute__((noipa, optimize ("O0"))) double
ref_soa (void)
{
  double s = 0.0;
  for (int i = 0; i < N - 1; i++)
    {
      s = s * 0.5 + g.u[i];
      s = s * 0.5 + g.v[i];
      s = s * 0.5 + g.w[i];
      s = s * 0.5 + g.u[i + 1];
    }
  return s;
}

int
main (void)
{
  for (int t = 0; t < 3; t++)
    {
      for (int i = 0; i < N; i++)
	{
	  g.u[i] = rnd ();
	  g.v[i] = rnd ();
	  g.w[i] = rnd ();
	}
      if (soa () != ref_soa ())
	abort ();
    }
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of glia-soa.c: at
   every level but -Os, where it leaves blocks optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: soa: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
