/* bintree (OpenMP offload): lookups in a binary search tree stored as three
   arrays key[], left[], right[] (child index, -1 for none).  The tree is
   built on the host by inserting pseudo-random keys; half of the queries hit
   a key in the tree, half are random and mostly miss.  res[q] is the node
   index of the match, or -1 - depth for a miss.  Integers only.
   Divergence: the query loop is `target teams distribute parallel for simd';
   on nvptx its simd part runs one query per SIMT lane.  Each lane walks its
   own path: the walk length (depth of the match or of the leaf), the found
   exit, and the left/right choice all depend on the lane's key, so the loop
   exit and the if/else inside it diverge.  left[n] and right[n] are loaded
   only in one arm each.
   qprop target: SSRQP scalar replacement under divergence (qprop-sr SIMT
   mode: key[n], left[n], right[n] share the index; the arm-local loads can
   be hoisted speculatively above the divergent branch); partial
   linearization (qprop-linearize) of the branch and the divergent exits.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NKEYS (1 << 14)
#define NQ (1 << 16)
#else
#define NKEYS (1 << 18)
#define NQ (1 << 20)
#endif

static unsigned lcg_state = 777u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1103515245u + 12345u;
  return lcg_state;
}

static unsigned
rnd31 (void)
{
  unsigned hi = lcg () >> 16, lo = lcg () >> 16;
  return ((hi << 15) ^ lo) & 0x7fffffffu;
}

static void
lookup (int nn, const int *restrict key, const int *restrict left,
	const int *restrict right, const int *restrict qk, int *restrict res)
{
#pragma omp target teams distribute parallel for simd \
  map(to: key[0:nn], left[0:nn], right[0:nn], qk[0:NQ]) map(from: res[0:NQ])
  for (int q = 0; q < NQ; q++)
    {
      int k = qk[q];
      int n = 0, d = 0;
      while (n >= 0)
	{
	  int nk = key[n];
	  if (k == nk)
	    break;
	  if (k < nk)
	    n = left[n];
	  else
	    n = right[n];
	  d++;
	}
      res[q] = n >= 0 ? n : -1 - d;
    }
}

int
main (int argc, char **argv)
{
  int *key = malloc (NKEYS * sizeof (int));
  int *left = malloc (NKEYS * sizeof (int));
  int *right = malloc (NKEYS * sizeof (int));
  int *qk = malloc (NQ * sizeof (int));
  int *res = malloc (NQ * sizeof (int));
  int nn = 1;
  key[0] = (int) rnd31 ();
  left[0] = right[0] = -1;
  for (int i = 1; i < NKEYS; i++)
    {
      int k = (int) rnd31 (), n = 0;
      for (;;)
	{
	  int *link = k < key[n] ? &left[n] : &right[n];
	  if (k == key[n])
	    break;		/* duplicate key: not inserted */
	  if (*link < 0)
	    {
	      key[nn] = k;
	      left[nn] = right[nn] = -1;
	      *link = nn++;
	      break;
	    }
	  n = *link;
	}
    }
  for (int q = 0; q < NQ; q++)
    {
      unsigned r = rnd31 ();
      qk[q] = (r & 1) ? key[(r >> 1) % (unsigned) nn] : (int) rnd31 ();
    }

  double t0, t1;
#pragma omp target data map(to: key[0:nn], left[0:nn], right[0:nn], qk[0:NQ]) \
  map(from: res[0:NQ])
  {
    t0 = omp_get_wtime ();
    lookup (nn, key, left, right, qk, res);
    t1 = omp_get_wtime ();
  }

  unsigned long long h = 1469598103934665603ULL;
  for (int q = 0; q < NQ; q++)
    h = (h ^ (unsigned long long) (unsigned) res[q]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int q = 0; q < NQ; q++)
      printf ("%d\n", res[q]);
  printf ("target_time_s %.6f\n", t1 - t0);
  free (key); free (left); free (right); free (qk); free (res);
  return 0;
}
