/* bintree: lookups in a binary search tree stored as three arrays key[],
   left[], right[] (child index, -1 for none).  The tree is built on the host
   by inserting pseudo-random keys; half of the queries hit a key in the
   tree, half are random and mostly miss.  res[q] is the node index of the
   match, or -1 - depth for a miss.  Integers only.
   qprop target: SSRQP scalar replacement under divergence (qprop-sr SIMT
   mode: key[n], left[n], right[n] share the index; the arm-local loads can
   be hoisted speculatively above the divergent branch); partial
   linearization (qprop-linearize) of the branch and the divergent exits.
   This header holds the host-side code shared by bintree-acc.c (OpenACC)
   and bintree-omp.c (OpenMP offload): sizes, tree and query generation,
   checksum and output.  */
#ifndef BINTREE_H
#define BINTREE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Builds the tree in key[], left[], right[] (NKEYS entries each) and the
   NQ query keys qk[]; returns the number of nodes.  */
static int
bintree_setup (int *key, int *left, int *right, int *qk)
{
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
  return nn;
}

/* Prints the checksum of res, res itself with the `dump' argument, and the
   time spent on the target.  */
static void
bintree_report (int argc, char **argv, const int *res, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int q = 0; q < NQ; q++)
    h = (h ^ (unsigned long long) (unsigned) res[q]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int q = 0; q < NQ; q++)
      printf ("%d\n", res[q]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* BINTREE_H */
