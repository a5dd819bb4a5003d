/* simd_bsearch: a binary search per query in a sorted float table, the
   energy-grid lookup of XSBench (seed 002, section 7, "xs").
   bench-cflags: -fopenmp-simd -ffp-contract=off
   The query loop carries `#pragma omp simd`; each lane halves [lo, hi)
   until one entry is left, so the inner loop's trip count is lane
   dependent (by one step here) and its loads are gathers from addresses
   that differ per lane.  GCC 12 leaves it scalar ("control flow in loop",
   "unsupported outerloop form").
   qprop target: qprop-vectorize's divergent loop transform with gathers
   (AVX2's vgatherdps at -march=x86-64-v3) and blends for lo and hi.
   The 16 MiB table is larger than the caches, as XSBench's grid is.
   The output is the index found per query (integers): comparisons of
   floats are exact, so scalar and vector code agree.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NT (1 << 14)
#define NQ 4000
#define REPS 2
#else
#define NT (1 << 22)
#define NQ (1 << 20)
#define REPS 1
#endif

static float table[NT], queries[NQ];
static int found[NQ];

/* XSBench's grid search: lo ends as the last index < NT - 1 whose entry
   is <= the query (0 when the query is below table[1]).  hi - lo differs
   per lane, so the trip count does (by one step).  */
__attribute__((noinline)) static void
kernel_bsearch (const float *restrict t, const float *restrict q,
		int *restrict out, int nq)
{
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      float v = q[i];
      int lo = 0, hi = NT - 1;
      while (hi - lo > 1)
	{
	  int mid = lo + ((hi - lo) >> 1);
	  if (t[mid] > v)
	    hi = mid;
	  else
	    lo = mid;
	}
      out[i] = lo;
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 2463534242u;
  unsigned acc = 0;
  for (int i = 0; i < NT; i++)
    {
      s ^= s << 13; s ^= s >> 17; s ^= s << 5;
      acc += 1 + (s >> 24);
      table[i] = (float) acc;	/* sorted; rounding keeps the order */
    }
  unsigned long long sum = 0;
  for (int r = 0; r < REPS; r++)
    {
      for (int i = 0; i < NQ; i++)
	{
	  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
	  queries[i] = (float) (s % (acc + 64u)) - 32.0f;
	}
      kernel_bsearch (table, queries, found, NQ);
      for (int i = 0; i < NQ; i++)
	sum = sum * 31u + (unsigned) found[i];
    }
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NQ; i++)
      printf ("%d\n", found[i]);
  return 0;
}
