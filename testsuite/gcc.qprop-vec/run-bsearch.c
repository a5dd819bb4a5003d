/* qprop-vectorize: a binary search per lane (XSBench's grid search,
   benchmarks/kernels/simd_bsearch.c): `while (hi - lo > 1)' with an
   if/else that moves lo or hi.  GCC's loop discovery makes two nested
   loops of the while (one per latch), and the exit test, in the inner
   one, leaves both at once.  Tables of several sizes (1 to 1000
   entries, repeated values among them), queries below the first entry,
   above the last, equal to entries and between them; results against
   the same loop without omp simd.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "vec-run.h"

static float table[1024], q[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];

#define BODY(O1, O2)							\
  float v = q[i];							\
  int lo = 0, hi = nt - 1;						\
  while (hi - lo > 1)							\
    {									\
      int mid = lo + ((hi - lo) >> 1);					\
      if (t[mid] > v)							\
	hi = mid;							\
      else								\
	lo = mid;							\
    }									\
  O1[i] = lo;								\
  O2[i] = hi;

KERNEL void
kernel (const float *restrict t, int nt, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2)
    }
}

REF void
reference (const float *restrict t, int nt, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2)
    }
}

static const int sizes[] = { 1, 2, 3, 5, 8, 17, 64, 1000 };

int
main (void)
{
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int nt = sizes[s];
      float acc = 0;
      for (int k = 0; k < nt; k++)
	{
	  acc += (float) (vec_rand () % 3);	/* repeats: steps of 0 */
	  table[k] = acc;
	}
      for (int k = 0; k < NTRIPS; k++)
	{
	  int n = trips[k];
	  for (int i = 0; i < MAXN + PAD; i++)
	    switch (vec_rand () % 4)
	      {
	      case 0: q[i] = -1.0f - (float) (vec_rand () % 10); break;
	      case 1: q[i] = acc + 1.0f + (float) (vec_rand () % 10); break;
	      case 2: q[i] = table[vec_rand () % nt]; break;
	      default: q[i] = (float) (vec_rand () % 2048) * (acc + 2) / 2048;
	      }
	  vec_sentinels (o1, r1, n);
	  vec_sentinels (o2, r2, n);
	  kernel (table, nt, n);
	  reference (table, nt, n);
	  vec_check (o1, r1, n, "lo");
	  vec_check (o2, r2, n, "hi");
	}
    }
  return 0;
}

/* Vectorized, the two loops of the while as one vector loop with two
   back edges (merged_child): loops=1.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=[48] .* loops=1 } "qprop-vectorize" } } */
