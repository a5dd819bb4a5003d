/* An `ordered simd' region that accumulates into one location: it must
   run in iteration order.  The session 35 pass vectorized the loop (vect
   had removed the region's markers) and stored each lane's old + c, so
   the total kept only the last lane's count of each vector (this test
   aborts with it); now the loop is left alone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "vec-run.h"

static int a[MAXN + PAD], out[MAXN + PAD], ref_out[MAXN + PAD];

#define BODY								\
  int v = a[i], c = 0;							\
  while (v > 1)								\
    {									\
      v = (v & 1) ? v - 1 : v >> 1;					\
      c++;								\
    }									\
  o[i] = c;

KERNEL void
kernel (int *o, int *log, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
#pragma omp ordered simd
      *log += c;
    }
}

REF void
reference (int *o, int *log, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
      *log += c;
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	a[i] = (int) (vec_rand () % 5000);
      vec_sentinels (out, ref_out, MAXN);
      int got = 0, want = 0;
      kernel (out, &got, n);
      reference (ref_out, &want, n);
      if (got != want)
	{
	  printf ("n=%d: got %d, expected %d\n", n, got, want);
	  abort ();
	}
      vec_check (out, ref_out, MAXN, "out");
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an ordered simd region} "qprop-vectorize" } } */
