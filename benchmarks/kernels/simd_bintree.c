/* simd_bintree: descent of a binary search tree stored in arrays, one
   query per lane (seed 002, section 7, "bintree").
   bench-cflags: -fopenmp-simd -ffp-contract=off
   The tree is built by inserting keys in random order (unbalanced: depths
   differ per query, about 2 ln N on average); the query loop carries
   `#pragma omp simd` and each lane walks from the root until it finds its
   key or falls off a leaf, so the inner loop's trip count and every
   address it loads differ per lane.  GCC 12 leaves it scalar.
   qprop target: qprop-vectorize's divergent loop transform with gathers of
   key[] and child[] and an any-lane exit.
   The output per query is the node found (or -1) and the depth reached
   (integers).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NNODES 4096
#define NQ 4000
#else
#define NNODES (1 << 18)
#define NQ (1 << 20)
#endif

static int key[NNODES], child[NNODES][2];
static int queries[NQ], found[NQ], depth[NQ];

__attribute__((noinline)) static void
kernel_bintree (const int *restrict q, int *restrict out,
		int *restrict dep, int nq)
{
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      int v = q[i];
      int n = 0, d = 0, hit = -1;
      while (n >= 0)
	{
	  int k = key[n];
	  if (k == v)
	    {
	      hit = n;
	      break;
	    }
	  n = child[n][v > k];
	  d++;
	}
      out[i] = hit;
      dep[i] = d;
    }
}

static unsigned s = 88172645u;

static unsigned
next (void)
{
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return s;
}

int
main (int argc, char **argv)
{
  /* Distinct even keys in random order: odd queries always miss.  */
  for (int i = 0; i < NNODES; i++)
    key[i] = 2 * i;
  for (int i = NNODES - 1; i > 0; i--)
    {
      int j = (int) (next () % (unsigned) (i + 1));
      int t = key[i]; key[i] = key[j]; key[j] = t;
    }
  child[0][0] = child[0][1] = -1;
  for (int i = 1; i < NNODES; i++)
    {
      int n = 0;
      child[i][0] = child[i][1] = -1;
      for (;;)
	{
	  int *c = &child[n][key[i] > key[n]];
	  if (*c < 0)
	    {
	      *c = i;
	      break;
	    }
	  n = *c;
	}
    }
  for (int i = 0; i < NQ; i++)
    queries[i] = (int) (next () % (2u * NNODES + 2u)) - 1;
  kernel_bintree (queries, found, depth, NQ);
  unsigned long long sum = 0;
  for (int i = 0; i < NQ; i++)
    sum = sum * 31u + (unsigned) found[i] * 64u + (unsigned) depth[i];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NQ; i++)
      printf ("%d %d\n", found[i], depth[i]);
  return 0;
}
