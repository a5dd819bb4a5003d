/* Calls in a loop with 64-bit lanes (doubles beside unsigned ints): a
   pure function of a double, called lane by lane under a lane-varying
   branch (each lane's double and mask lane are 64 bits wide), and a
   `declare simd' function of an unsigned int under another branch,
   whose inbranch clone takes a mask of 32-bit lanes while the loop's
   masks have 64-bit lanes (the clone is not used there: per-lane calls).
   From the omp simd corpus (scripts/simd-corpus.sh) and simd-fuzz.py
   --vectorize --wide --calls, which broke the IR before the fix.  */
#include "vec-run.h"

static const unsigned tab[8] = { 5, 3, 8, 1, 9, 2, 7, 4 };

__attribute__ ((pure, noinline)) static double
bend (double x)
{
  return x * 0.5 - (double) tab[(unsigned) (x * 4.0) & 7u];
}

#pragma omp declare simd
__attribute__ ((noinline)) unsigned
mix (unsigned x)
{
  return (x ^ (x >> 3)) * 5u + ((x & 1u) ? 7u : 0u);
}

KERNEL void
kernel (double *restrict out, unsigned *restrict u, const double *restrict x,
	int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      unsigned w = u[i];
      if (v > 1.0)
	v = bend (v);
      if ((w & 3u) != 0u)
	w = mix (w);
      out[i] = v + (double) (w & 255u);
      u[i] = w;
    }
}

REF void
ref (double *restrict out, unsigned *restrict u, const double *restrict x,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      unsigned w = u[i];
      if (v > 1.0)
	v = bend (v);
      if ((w & 3u) != 0u)
	w = mix (w);
      out[i] = v + (double) (w & 255u);
      u[i] = w;
    }
}

static double x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];
static unsigned u1[MAXN + PAD], u2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    x[i] = ((int) (vec_rand () % 2000) - 1000) / 128.0;
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      vec_sentinels (o1, o2, 2 * n);
      vec_sentinels (u1, u2, n);
      for (int i = 0; i < n; i++)
	u1[i] = u2[i] = vec_rand ();
      kernel (o1, u1, x, n);
      ref (o2, u2, x, n);
      vec_check (o1, o2, 2 * n, "out");
      vec_check (u1, u2, n, "u");
    }
  return 0;
}
