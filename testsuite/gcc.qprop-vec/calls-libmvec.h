/* expf under -ffast-math: glibc's math headers mark it `simd
   ("notinbranch")', GCC makes clone declarations, and libmvec provides
   them (_ZGVbN4v_expf, _ZGVdN8v_expf).  The call follows a divergent
   inner loop, in a block every lane runs: the notinbranch clone.
   libmvec's expf may differ from the scalar one in the last bits: the
   results are compared within a relative 1e-5.  */
#include <math.h>
#include "vec-run.h"

KERNEL void
kernel (float *restrict out, const float *restrict x, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      int k = 0;
      while (v > 2.0f && k < 40)
	{
	  v = v * 0.5f;
	  k++;
	}
      out[i] = expf (v) + (float) k;
    }
}

REF void
ref (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      int k = 0;
      while (v > 2.0f && k < 40)
	{
	  v = v * 0.5f;
	  k++;
	}
      out[i] = expf (v) + (float) k;
    }
}

static float x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    x[i] = ((int) (vec_rand () % 4000) - 1000) / 37.0f;
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      kernel (o1, x, n);
      ref (o2, x, n);
      for (int i = 0; i < n; i++)
	if (!(fabsf (o1[i] - o2[i]) <= 1e-5f * fabsf (o2[i])))
	  {
	    printf ("n=%d, element %d: %a, expected %a\n", n, i, o1[i], o2[i]);
	    abort ();
	  }
    }
  return 0;
}
