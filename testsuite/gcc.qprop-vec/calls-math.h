/* sqrtf and fabsf in an arm that only some lanes take, and fminf (no
   vector form on x86: one scalar call per active lane) in the other.
   Built with -fno-math-errno, which makes sqrtf const; fabsf is
   ABS_EXPR by then.  The lanes that skip the arm have negative x: the
   vector sqrt computes NaN there, which the blend drops.  */
#include <math.h>
#include "vec-run.h"

KERNEL void
kernel (float *restrict out, const float *restrict x, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v > 0.25f)
	v = sqrtf (v) + fabsf (v - 3.0f);
      else
	v = fminf (v, -0.5f) * 2.0f;
      out[i] = v;
    }
}

REF void
ref (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v > 0.25f)
	v = sqrtf (v) + fabsf (v - 3.0f);
      else
	v = fminf (v, -0.5f) * 2.0f;
      out[i] = v;
    }
}

static float x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    x[i] = ((int) (vec_rand () % 2000) - 1000) / 97.0f;
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      vec_sentinels (o1, o2, n);
      kernel (o1, x, n);
      ref (o2, x, n);
      vec_check (o1, o2, n, "out");
    }
  return 0;
}
