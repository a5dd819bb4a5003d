/* rarelong: a two-level nest in which about one item in 32 runs about 100
   times longer than the others.  Each SIMT lane p walks its own list of
   RL_Q items (loop A); item it = q * NL + p costs len[it] steps of
   mixing (loop B):

       for (q = 0; q < RL_Q; q++)		loop A: uniform trip count
	 {
	   s = seed[it] ...			A's own work
	   for (k = 0; k < len[it]; k++)	loop B: trip count per lane
	     s = mix (s, k);			three multiply-xorshift rounds
	   sum += s;
	 }

   Rare data (the default): len is 2..4, except for about one item in 32
   (chosen at random) with 288..319, so in most steps of A one lane of a
   warp runs B for ~300 steps while the other 31 wait.  Even data (the
   environment variable RL_EVEN=1, or -DRL_EVEN=1): every item has length
   12, about the mean of the rare data, so that B's trip counts are equal
   across the lanes and nothing waits.  One binary runs both.
   qprop target: flattening (qprop-flatten) decided at run time (issue
   33, item 2): the rare data must be flattened (a warp keeps its lanes
   busy with their next items while one lane runs its long item), the
   even data must not be.  Today the static formula decides alone.

   This header holds the host-side code shared by rarelong-acc.c
   (OpenACC) and rarelong-omp.c (OpenMP offload).  */
#ifndef RARELONG_H
#define RARELONG_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NL 2048
#define RL_Q 32
#else
#define NL 65536
#define RL_Q 48
#endif
#define NITEM (NL * RL_Q)
#ifndef RL_EVEN
#define RL_EVEN 0
#endif
#define RL_EVEN_LEN 12

static unsigned rl_lcg_state = 14142u;

/* An LCG's low bits repeat with a short period (bit k every 2^(k+1)
   steps), which would hand the long items to the same few lanes; so each
   draw goes through a 32-bit finalizer (xor-shift-multiply) first.  */
static unsigned
rl_lcg (void)
{
  rl_lcg_state = rl_lcg_state * 1664525u + 1013904223u;
  unsigned h = rl_lcg_state;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

/* Even data for this run: $RL_EVEN (0 or 1) if set, else the built-in
   RL_EVEN.  Exits on a malformed value.  */
static int
rl_even (void)
{
  const char *s = getenv ("RL_EVEN");
  if (!s)
    return RL_EVEN;
  if (strcmp (s, "0") == 0 || strcmp (s, "1") == 0)
    return s[0] == '1';
  fprintf (stderr, "rarelong: RL_EVEN='%s' is not 0 or 1\n", s);
  exit (2);
}

static void
rarelong_setup (int even, unsigned *seed, int *len)
{
  for (int it = 0; it < NITEM; it++)
    {
      unsigned u = rl_lcg ();
      seed[it] = rl_lcg ();
      if (even)
	len[it] = RL_EVEN_LEN;
      else if (u % 32u == 0)
	len[it] = 288 + (int) ((u >> 5) % 32u);
      else
	len[it] = 2 + (int) ((u >> 5) % 3u);
    }
}

/* Prints the checksum of sum, sum itself with the `dump' argument, and the
   time spent on the target.  */
static void
rarelong_report (int argc, char **argv, const unsigned *sum, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int p = 0; p < NL; p++)
    h = (h ^ sum[p]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int p = 0; p < NL; p++)
      printf ("%u\n", sum[p]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* RARELONG_H */
