/* Shared by the run-*.c tests of qprop-vectorize: each test computes an
   omp simd loop (KERNEL, the loop the pass may vectorize) and the same
   loop without omp simd in a function GCC may not vectorize either (REF),
   on every trip count of TRIPS (0, fewer than one vector, not a multiple
   of 4 or 8, a few vectors plus a remainder), and aborts on the first
   difference, bit for bit, or on a write past the last iteration (PAD
   sentinels after every output array).  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KERNEL __attribute__ ((noipa))
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

#define MAXN 1003
#define PAD 16
#define SENTINEL 0x5a5a5a5a

static const int trips[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33,
			     100, 1003 };
#define NTRIPS ((int) (sizeof trips / sizeof trips[0]))

static unsigned vec_seed = 12345u;

static unsigned
vec_rand (void)
{
  vec_seed = vec_seed * 1103515245u + 12345u;
  return vec_seed >> 8;
}

/* Fill N + PAD ints of A and B with the sentinel.  */
static void
vec_sentinels (void *a, void *b, int n)
{
  int *x = (int *) a, *y = (int *) b;
  for (int i = 0; i < n + PAD; i++)
    x[i] = y[i] = SENTINEL;
}

/* Compare N + PAD 32-bit words of GOT and WANT (floats by their bits).  */
static void
vec_check (const void *got, const void *want, int n, const char *what)
{
  const unsigned *g = (const unsigned *) got, *w = (const unsigned *) want;
  for (int i = 0; i < n + PAD; i++)
    if (g[i] != w[i])
      {
	printf ("%s: n=%d, element %d: %#x, expected %#x\n", what, n, i,
		g[i], w[i]);
	abort ();
      }
}
