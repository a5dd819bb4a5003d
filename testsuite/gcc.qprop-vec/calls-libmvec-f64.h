/* exp under -ffast-math: glibc's math headers mark it `simd
   ("notinbranch")' and libmvec provides the double clones
   (_ZGVbN2v_exp, _ZGVdN4v_exp).  The call follows a divergent inner
   loop, in a block every lane runs: the notinbranch clone, V2DF at
   SSE2, V4DF at AVX2.  libmvec's exp may differ from the scalar one in
   the last bits: the results are compared within a relative 1e-13.  */
#include <math.h>
#include "vec-run.h"

KERNEL void
kernel (double *restrict out, const double *restrict x, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      int k = 0;
      while (v > 2.0 && k < 40)
	{
	  v = v * 0.5;
	  k++;
	}
      out[i] = exp (v) + (double) k;
    }
}

REF void
ref (double *restrict out, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      int k = 0;
      while (v > 2.0 && k < 40)
	{
	  v = v * 0.5;
	  k++;
	}
      out[i] = exp (v) + (double) k;
    }
}

static double x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    x[i] = ((int) (vec_rand () % 4000) - 1000) / 37.0;
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      kernel (o1, x, n);
      ref (o2, x, n);
      for (int i = 0; i < n; i++)
	if (!(fabs (o1[i] - o2[i]) <= 1e-13 * fabs (o2[i])))
	  {
	    printf ("n=%d, element %d: %a, expected %a\n", n, i, o1[i], o2[i]);
	    abort ();
	  }
    }
  return 0;
}
