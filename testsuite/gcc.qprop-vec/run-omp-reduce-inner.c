/* qprop-vectorize: a reduction updated inside an inner loop whose trip
   count differs per lane.  GCC's store motion keeps the copy in a
   register round the inner loop and its final value replacement turns
   the sum into ACC + H + H * (N - 1) after it: one load before the inner
   loop, a chain of two additions and the store after it, D's only
   accesses.  A second inner loop (a while loop GCC cannot count)
   accumulates in a register and adds once, bit for bit against the
   scalar loop on every trip count.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "vec-run.h"

static unsigned a[MAXN + PAD], b[MAXN + PAD];

#define BODY								\
  unsigned h = b[i] * 3u;						\
  for (unsigned j = 0; j < (a[i] & 7u); j++)				\
    {									\
      h ^= j + (h << 3);						\
      red += b[i];							\
    }									\
  unsigned v = a[i], c = 0;						\
  while (v > 1)								\
    {									\
      v = (v & 1) ? v - 1 : v >> 1;					\
      c++;								\
    }									\
  cnt += c + (h & 1);

struct res { unsigned red, cnt; };

KERNEL struct res
kernel (int n)
{
  unsigned red = 7u, cnt = 0;
#pragma omp simd reduction (+:red, cnt)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { red, cnt };
  return r;
}

REF struct res
reference (int n)
{
  unsigned red = 7u, cnt = 0;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { red, cnt };
  return r;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  a[i] = vec_rand () % 3000;
	  b[i] = vec_rand ();
	}
      struct res got = kernel (n), want = reference (n);
      if (got.red != want.red || got.cnt != want.cnt)
	{
	  printf ("n=%d: got %u %u, expected %u %u\n", n, got.red, got.cnt,
		  want.red, want.cnt);
	  abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=2 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
