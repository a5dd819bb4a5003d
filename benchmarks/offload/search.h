/* search: lookups in an open-addressing table whose runs are kept sorted,
   integers only.  The table holds NRUN runs of RUNLEN slots; each run
   holds increasing keys followed by empty slots (-1).  A query hashes its
   key to a run and scans it from the start, with three ways out:

       for (j = 0; j < RUNLEN; j++)
	 {
	   v = tab[base + j];
	   if (v == key) found at j
	   if (v > key)  passed the place the key would have: absent
	   if (v < 0)    reached the empty part of the run: absent
	 }

   The number of steps and the exit taken depend on the lane's key, so all
   three exits diverge.  Half of the queries ask for keys that are in the
   table.  Output per query: the slot found (or -1), the exit taken and the
   number of slots scanned.
   qprop target: divergent loop exits (qprop-linearize), reconvergence.
   This header holds the host-side code shared by search-acc.c (OpenACC)
   and search-omp.c (OpenMP offload).  */
#ifndef SEARCH_H
#define SEARCH_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NQ (1 << 13)
#else
#define NQ (1 << 20)
#endif
#define NRUN 4096
#define RUNLEN 64
#define NSLOT (NRUN * RUNLEN)

static unsigned se_state = 88172645u;

static unsigned
se_rand (void)
{
  se_state ^= se_state << 13;
  se_state ^= se_state >> 17;
  se_state ^= se_state << 5;
  return se_state;
}

/* The run a key lives in.  */
#define RUN_OF(k) ((((unsigned) (k)) * 2654435761u) >> 20 & (NRUN - 1))

/* Fills every run with a random number of increasing keys that hash to
   it, the rest with -1, and makes the queries.  */
static void
se_setup (int *tab, int *qk)
{
  int fill[NRUN];
  memset (fill, 0, sizeof fill);
  for (int s = 0; s < NSLOT; s++)
    tab[s] = -1;
  for (int n = 0; n < NSLOT / 2; n++)
    {
      int k = (int) (se_rand () & 0x3fffffff);
      int r = RUN_OF (k);
      if (fill[r] >= RUNLEN - 1)
	continue;
      /* Insert in order.  */
      int *run = tab + r * RUNLEN, j = fill[r]++;
      while (j > 0 && run[j - 1] > k)
	{
	  run[j] = run[j - 1];
	  j--;
	}
      run[j] = k;
    }
  for (int q = 0; q < NQ; q++)
    {
      unsigned u = se_rand ();
      if (u & 1)
	{
	  /* A key in the table: a random filled slot.  */
	  int s;
	  do
	    s = (int) (se_rand () % NSLOT);
	  while (tab[s] < 0);
	  qk[q] = tab[s];
	}
      else
	qk[q] = (int) (se_rand () & 0x3fffffff);
    }
}

static void
se_report (int argc, char **argv, const int *slot, const int *how,
	   const int *steps, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int q = 0; q < NQ; q++)
    {
      h = (h ^ (unsigned) slot[q]) * 1099511628211ULL;
      h = (h ^ (unsigned) how[q]) * 1099511628211ULL;
      h = (h ^ (unsigned) steps[q]) * 1099511628211ULL;
    }
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int q = 0; q < NQ; q++)
      printf ("%d %d %d\n", slot[q], how[q], steps[q]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* SEARCH_H */
