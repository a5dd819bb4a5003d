/* qprop-vectorize: float min and max reductions under
   -ffinite-math-only -fno-signed-zeros, where GCC makes `t > mx ? t :
   mx' a MAX_EXPR (without them it stays a branch and the loop is left
   alone: neg-omp-reduce.c).  Min and max do not round: bit for bit
   against the scalar loop.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffinite-math-only -fno-signed-zeros -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "vec-run.h"

static float f[MAXN + PAD];

struct res { float mx, mn; };

#define BODY								\
  float v = f[i];							\
  int c = 0;								\
  while (v > 0.75f && c < 20)						\
    {									\
      v = v * 0.5f + 0.125f;						\
      c++;								\
    }									\
  float t = v * 3.0f - c;						\
  mx = t > mx ? t : mx;							\
  mn = t < mn ? t : mn;

KERNEL struct res
kernel (int n)
{
  float mx = -100.0f, mn = 100.0f;
#pragma omp simd reduction (max:mx) reduction (min:mn)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { mx, mn };
  return r;
}

REF struct res
reference (int n)
{
  float mx = -100.0f, mn = 100.0f;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { mx, mn };
  return r;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	f[i] = (float) (vec_rand () % 100000) * 0.0001234f;
      struct res got = kernel (n), want = reference (n);
      if (memcmp (&got, &want, sizeof got) != 0)
	{
	  printf ("n=%d: got %a %a, expected %a %a\n", n, got.mx, got.mn,
		  want.mx, want.mn);
	  abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
