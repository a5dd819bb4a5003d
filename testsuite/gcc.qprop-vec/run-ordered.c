/* qprop-vectorize: an omp simd loop with an `omp ordered simd' region
   (b[i] = b[i - 1] + 1: a dependence between the lanes that the region
   makes legal, its statements running lane after lane) is left alone:
   GCC's vect pass folds the region's markers away before the pass runs,
   so the pass notes such loops when vect starts.  Vectorized, the
   loop's vector code would read b[i - 1] before the previous lane
   wrote it.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "vec-run.h"

static int a[MAXN + PAD], b[MAXN + PAD];

KERNEL void
kernel (int n)
{
#pragma omp simd safelen (32)
  for (int i = 1; i < n; i++)
    {
#pragma omp ordered simd
      b[i] = b[i - 1] + 1;
      a[i]++;
#pragma omp ordered simd
      a[i] += a[i - 1];
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	a[i] = b[i] = 0;
      kernel (n);
      for (int i = 1; i < n; i++)
	if (b[i] != i || a[i] != i)
	  {
	    printf ("n=%d i=%d: a %d b %d\n", n, i, a[i], b[i]);
	    abort ();
	  }
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an ordered simd region \(its markers are gone; it must run in order\)$} "qprop-vectorize" } } */
