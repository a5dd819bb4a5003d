/* nbfilter: an edge-preserving 1-D smoothing filter, applied NPASS times
   (two buffers used in turn).  out[i] is a weighted mean of in[i] and the
   neighbours within radius 2 whose value is within TH of in[i]; in[i-2]
   (in[i+2]) is looked at only when in[i-1] (in[i+1]) passed.
   Integers only; the signal is piecewise constant plus noise, so the tests
   pass or fail irregularly.
   Access pattern of the SSRQP paper's Fig. 11b: each thread computes a
   contiguous chunk of CHUNK outputs, so in[i+1] read in iteration k is
   in[i] in k+1 and in[i-1] in k+2: the redundancy is across iterations
   within a thread, and part of it sits in branches.
   qprop target: SSRQP scalar replacement under divergence (qprop-sr SIMT
   mode: carry in[i-2..i+2] across iterations in registers, hoisting the
   loads in divergent branches speculatively); partial linearization of
   the nested neighbour tests.
   This header holds the host-side code shared by nbfilter-acc.c (OpenACC)
   and nbfilter-omp.c (OpenMP offload): sizes, signal generation, checksum
   and output.  */
#ifndef NBFILTER_H
#define NBFILTER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N (1 << 17)
#define NPASS 4
#else
#define N (1 << 22)
#define NPASS 8
#endif
#define CHUNK 16
#define NTH (N / CHUNK)
#define HALO 2
#define NP (N + 2 * HALO)
#define TH 40
_Static_assert (NPASS % 2 == 0, "the result must end in x");

static unsigned lcg_state = 31337u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

/* Fills x[] and y[] (NP entries each) with the same signal: runs of random
   length at a random level, plus noise.  */
static void
nbfilter_setup (int *x, int *y)
{
  int level = 2048, left = 0;
  for (int i = 0; i < NP; i++)
    {
      if (left-- == 0)
	{
	  level = 64 + (int) (lcg () % 3968u);
	  left = 8 + (int) (lcg () % 64u);
	}
      x[i] = y[i] = level + (int) (lcg () % 97u) - 48;
    }
}

/* Prints the checksum of x, x itself with the `dump' argument, and the time
   spent on the target.  */
static void
nbfilter_report (int argc, char **argv, const int *x, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < NP; i++)
    h = (h ^ (unsigned long long) (unsigned) x[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NP; i++)
      printf ("%d\n", x[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* NBFILTER_H */
