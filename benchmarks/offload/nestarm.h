/* nestarm: nested divergent arms, one of which holds a uniform loop.  Each
   item (one per SIMT lane) is a state word v; one round of the kernel
   updates every item by one of three rules, chosen by two bits of v:

       if (v & 1)				divergent
	 {
	   if (v & 2)				divergent, nested
	     for (k = 0; k < m; k++)		a uniform loop: m is a kernel
	       r = (r ^ key[k]) * P;		argument, key[k] the same
						address in every lane
	   else
	     r = a few operations;
	 }
       else
	 r = a few other operations;

   The loop's trip count and its loads are the same for every lane: it
   can run with the lanes that took the other arms masked off, and no lane
   waits for another inside it.  The bits are those of a hash, so every
   warp takes all three paths.
   qprop target: partial linearization (qprop-linearize) over the loop
   tree: arms that nest arms holding a uniform loop (issue 33, item 1).
   qprop-linearize makes the loop one node of the arms' regions and leaves
   them alone: an if-then-else already runs each block once per warp.

   This header holds the host-side code shared by nestarm-acc.c (OpenACC)
   and nestarm-omp.c (OpenMP offload).  */
#ifndef NESTARM_H
#define NESTARM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N (1 << 13)
#define NROUND 4
#else
#define N (1 << 20)
#define NROUND 24
#endif
/* Trip count of the uniform loop; also the length of key.  */
#define NA_M 12

static unsigned na_lcg_state = 16180u;

/* The LCG's state goes through a 32-bit finalizer: its low bits, which
   pick each item's arm, would otherwise repeat every few items.  */
static unsigned
na_lcg (void)
{
  na_lcg_state = na_lcg_state * 1664525u + 1013904223u;
  unsigned h = na_lcg_state;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

static void
nestarm_setup (unsigned *v, unsigned *key)
{
  for (int k = 0; k < NA_M; k++)
    key[k] = na_lcg () | 1u;
  for (int i = 0; i < N; i++)
    v[i] = na_lcg ();
}

/* Prints the checksum of v, v itself with the `dump' argument, and the
   time spent on the target.  */
static void
nestarm_report (int argc, char **argv, const unsigned *v, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < N; i++)
    h = (h ^ v[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%u\n", v[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* NESTARM_H */
