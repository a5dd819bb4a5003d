/* A `declare simd' function of this file, called under a lane-varying
   branch (an inbranch clone, with the arm's mask) and unconditionally
   (a notinbranch clone), with a uniform, a linear and a vector argument.
   The clone runs only the lanes whose mask is set: a lane that skips
   the arm has a negative x, and wave () traps on it.  */
#include "vec-run.h"

#pragma omp declare simd uniform(scale) linear(k:1)
__attribute__ ((noinline)) float
wave (float x, float scale, int k)
{
  if (x < 0.0f)
    __builtin_trap ();
  return x * scale + (float) (k & 7);
}

static float
wave_ref (float x, float scale, int k)
{
  return x * scale + (float) (k & 7);
}

KERNEL void
kernel (float *restrict out, const float *restrict x, float s, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v >= 0.0f)
	v = wave (v, s, i);
      else
	v = v * 3.0f;
      out[i] = v + wave (1.5f, s, i);
    }
}

REF void
ref (float *restrict out, const float *restrict x, float s, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v >= 0.0f)
	v = wave_ref (v, s, i);
      else
	v = v * 3.0f;
      out[i] = v + wave_ref (1.5f, s, i);
    }
}

static float x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    x[i] = ((int) (vec_rand () % 2000) - 1000) / 64.0f;
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      vec_sentinels (o1, o2, n);
      kernel (o1, x, 0.75f, n);
      ref (o2, x, 0.75f, n);
      vec_check (o1, o2, n, "out");
    }
  return 0;
}
