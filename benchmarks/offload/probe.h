/* probe: lookups in an open-addressing hash table with linear probing,
   integers only.  The table has NSLOT slots (key, value, count, meta per
   slot, keys -1 where empty), filled to 13/16 with random keys.  Each
   query carries a key and its own probe budget (4..35 slots) and walks
   the table from the key's home slot, with three ways out, each doing its
   own work before the results are stored:

       for (p = 0; ; p++)
	 {
	   if (p == budget)  budget spent: a score from the keys passed
			     (a running hash carried through the loop)
	   k = key[s];
	   if (k == q)       hit: a score from the record's value, count and
			     meta fields (three more loads, ~15 operations)
	   if (k == EMPTY)   empty slot, the key is absent: a fallback score
			     from a defaults table and the keys passed
	   last = hash of the keys passed; s = next slot
	 }

   The number of probes and the exit taken depend on the lane's key and
   budget, so all three exits diverge, and the lanes of a warp leave the
   loop at different iterations through the same exit.  The three exit
   blocks compute different things, so GCC keeps them apart; they meet at
   the stores after the loop.  With reconvergence at immediate
   post-dominators a warp runs an exit block once per iteration in which
   some of its lanes leave through that exit, not once.  Half of the
   queries ask for keys that are in the table.  Output per query: the
   score, the exit taken (1 hit, 2 empty, 3 budget) and the number of
   slots probed.
   qprop target: divergent loop exits (qprop-linearize's divergent loop
   transform: the exits are rebound to one exit block, each exit block
   then runs once per warp).
   This header holds the host-side code shared by probe-acc.c (OpenACC)
   and probe-omp.c (OpenMP offload).  */
#ifndef PROBE_H
#define PROBE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NQ (1 << 13)
#else
#define NQ (1 << 22)
#endif
#define LOGSLOT 16
#define NSLOT (1 << LOGSLOT)
#define NKEY (NSLOT / 16 * 13)
#define NDFLT 256
#define EMPTY (-1)

/* The home slot of a key.  */
#define HOME_OF(k) ((((unsigned) (k)) * 2654435761u) >> (32 - LOGSLOT))

static unsigned pr_state = 123456789u;

static unsigned
pr_rand (void)
{
  pr_state ^= pr_state << 13;
  pr_state ^= pr_state >> 17;
  pr_state ^= pr_state << 5;
  return pr_state;
}

/* Inserts NKEY distinct random keys with linear probing (no bound on the
   probe length, so some keys lie beyond a query's budget), gives every
   slot its fields and every query its key and budget.  */
static void
pr_setup (int *tkey, unsigned *tval, unsigned *tcnt, unsigned *tmeta,
	  unsigned *dflt, int *qk, int *qb)
{
  for (int s = 0; s < NSLOT; s++)
    {
      tkey[s] = EMPTY;
      tval[s] = pr_rand ();
      tcnt[s] = pr_rand () % 1000;
      tmeta[s] = pr_rand ();
    }
  for (int d = 0; d < NDFLT; d++)
    dflt[d] = pr_rand ();
  for (int n = 0; n < NKEY; )
    {
      int k = (int) (pr_rand () & 0x3fffffff);
      unsigned s = HOME_OF (k);
      while (tkey[s] != EMPTY && tkey[s] != k)
	s = (s + 1) & (NSLOT - 1);
      if (tkey[s] == k)
	continue;
      tkey[s] = k;
      n++;
    }
  for (int q = 0; q < NQ; q++)
    {
      unsigned u = pr_rand ();
      if (u & 1)
	{
	  /* A key in the table: a random filled slot.  */
	  int s;
	  do
	    s = (int) (pr_rand () % NSLOT);
	  while (tkey[s] == EMPTY);
	  qk[q] = tkey[s];
	}
      else
	qk[q] = (int) (pr_rand () & 0x3fffffff);
      qb[q] = 4 + (int) ((u >> 1) % 32);
    }
}

static void
pr_report (int argc, char **argv, const unsigned *score, const int *how,
	   const int *steps, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int q = 0; q < NQ; q++)
    {
      h = (h ^ score[q]) * 1099511628211ULL;
      h = (h ^ (unsigned) how[q]) * 1099511628211ULL;
      h = (h ^ (unsigned) steps[q]) * 1099511628211ULL;
    }
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int q = 0; q < NQ; q++)
      printf ("%u %d %d\n", score[q], how[q], steps[q]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* PROBE_H */
