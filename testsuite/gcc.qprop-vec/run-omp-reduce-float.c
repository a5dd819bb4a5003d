/* qprop-vectorize: float +, - and * reductions over a body with a
   divergent inner loop.  The vector loop sums in VF partial sums (one
   per lane), merged after it, and the scalar loop adds the rest: a
   reassociation, so the result may differ from the scalar loop's.  Both
   are within gamma(n) * sum |x_i| of the exact sum (recursive summation
   in any order of n terms, gamma(n) = n u / (1 - n u), u = 2^-24), so
   they differ by at most 2 gamma(n) sum |x_i|; likewise a product of n
   factors by a relative 2 gamma(n) (docs/passes.md).  The test checks
   that bound, and that it is not met trivially: the sum is not exact in
   float.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <math.h>
#include "vec-run.h"

static float f[MAXN + PAD];

struct fres { float sum, prod, abs, neg; };

#define BODY								\
  float v = f[i];							\
  int c = 0;								\
  while (v > 0.75f && c < 20)						\
    {									\
      v = v * 0.5f + 0.125f;						\
      c++;								\
    }									\
  float t = v * (1.0f / 3.0f) + c;					\
  sum += t;								\
  prod *= 1.0f + (t - 3.0f) * 0.001f;					\
  abs += fabsf (t);							\
  neg -= t;

KERNEL struct fres
kernel (int n)
{
  float sum = 0.5f, prod = 1.0f, abs = 0.5f, neg = -0.5f;
#pragma omp simd reduction (+:sum, abs) reduction (*:prod) reduction (-:neg)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct fres r = { sum, prod, abs, neg };
  return r;
}

REF struct fres
reference (int n)
{
  float sum = 0.5f, prod = 1.0f, abs = 0.5f, neg = -0.5f;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct fres r = { sum, prod, abs, neg };
  return r;
}

int
main (void)
{
  int inexact = 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	f[i] = (float) (vec_rand () % 100000) * 0.0001234f;
      struct fres got = kernel (n), want = reference (n);
      double u = 0x1p-24, gamma = (n + 1) * u / (1 - (n + 1) * u);
      double exact = 0.5;
      for (int i = 0; i < n; i++)
	{
	  float v = f[i];
	  int c = 0;
	  while (v > 0.75f && c < 20)
	    {
	      v = v * 0.5f + 0.125f;
	      c++;
	    }
	  exact += (double) (v * (1.0f / 3.0f) + c);
	}
      inexact |= (double) want.sum != exact;
      if (fabs ((double) got.sum - want.sum) > 2 * gamma * want.abs
	  || fabs ((double) got.abs - want.abs) > 2 * gamma * want.abs
	  || fabs ((double) got.neg - want.neg) > 2 * gamma * want.abs
	  || fabs ((double) got.prod - want.prod)
	     > 2 * gamma * fabs ((double) want.prod))
	{
	  printf ("n=%d: got %a %a %a %a, expected %a %a %a %a\n", n,
		  got.sum, got.prod, got.abs, got.neg, want.sum, want.prod,
		  want.abs, want.neg);
	  abort ();
	}
    }
  if (!inexact)
    abort ();
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
