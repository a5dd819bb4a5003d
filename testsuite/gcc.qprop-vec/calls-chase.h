/* A pure call in a divergent inner loop: each lane follows next[] from
   start[i] through step () until it reaches -1 (or 100 steps).  step ()
   traps on -1, which is exactly what the lanes that have left hold: the
   per-lane calls run under the live mask, and a call for a lane that has
   left would crash the test.  With CHASE_CLONE step () is `declare
   simd' instead, and the inbranch clone gets the live mask.  */
#include "vec-run.h"

#ifdef CHASE_CLONE
#pragma omp declare simd uniform(next)
__attribute__ ((noinline)) int
#else
__attribute__ ((noipa, pure)) int
#endif
step (const int *next, int p)
{
  if (p < 0)
    __builtin_trap ();
  return next[p];
}

KERNEL void
kernel (int *restrict out, const int *restrict next,
	const int *restrict start, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int p = start[i], k = 0;
      while (p >= 0 && k < 100)
	{
	  p = step (next, p);
	  k++;
	}
      out[i] = k;
    }
}

REF void
ref (int *restrict out, const int *restrict next, const int *restrict start,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      int p = start[i], k = 0;
      while (p >= 0 && k < 100)
	{
	  p = next[p];
	  k++;
	}
      out[i] = k;
    }
}

static int next[500], start[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < 500; i++)
    next[i] = vec_rand () % 7 == 0 ? -1 : (int) (vec_rand () % 500);
  for (int i = 0; i < MAXN; i++)
    start[i] = vec_rand () % 5 == 0 ? -1 : (int) (vec_rand () % 500);
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      vec_sentinels (o1, o2, n);
      kernel (o1, next, start, n);
      ref (o2, next, start, n);
      vec_check (o1, o2, n, "out");
    }
  return 0;
}
