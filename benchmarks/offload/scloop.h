/* scloop: a short-circuit condition whose false side holds a short counted
   loop.  Each item (one per SIMT lane) is a small integer state a[i] and a
   running sum; one round of the kernel updates every item:

       if (a[i] > T && b[c[i]] > T)
	 short arm: one multiply-add
       else
	 for (k = 0; k < kl; k++)	a counted loop, kl the same for all
	   xorshift step			lanes (a kernel argument, SC_K)

   Both tests depend on the lane's own data, and the second needs a load
   (b through the index array c), so GCC cannot merge them into one
   branch: the loop block is reached from the false side of each test, and
   a warp runs the whole loop twice, once for the lanes with a[i] <= T and
   once for the lanes whose b[c[i]] fails.  Roughly half the items fail
   the first test and a quarter the second.
   qprop target: partial linearization (qprop-linearize) of a region that
   holds a uniform loop, the loop kept as one node of the region (issue
   33, item 1).  Today qprop-linearize refuses the region ("holds a
   loop").

   This header holds the host-side code shared by scloop-acc.c (OpenACC)
   and scloop-omp.c (OpenMP offload).  */
#ifndef SCLOOP_H
#define SCLOOP_H

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
#define NB 4096
#define T 511
/* Trip count of the loop in the false arm.  */
#define SC_K 8

static unsigned sc_lcg_state = 31415u;

static unsigned
sc_lcg (void)
{
  sc_lcg_state = sc_lcg_state * 1664525u + 1013904223u;
  return sc_lcg_state >> 8;
}

/* a in [0, 1024), b in [0, 1024), c an index into b; sum starts at 0.  */
static void
scloop_setup (int *a, int *b, int *c, unsigned *sum)
{
  for (int j = 0; j < NB; j++)
    b[j] = (int) (sc_lcg () % 1024u);
  for (int i = 0; i < N; i++)
    {
      a[i] = (int) (sc_lcg () % 1024u);
      c[i] = (int) (sc_lcg () % NB);
      sum[i] = 0;
    }
}

/* Prints the checksum of a and sum, both with the `dump' argument, and the
   time spent on the target.  */
static void
scloop_report (int argc, char **argv, const int *a, const unsigned *sum,
	       double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < N; i++)
    {
      h = (h ^ (unsigned) a[i]) * 1099511628211ULL;
      h = (h ^ sum[i]) * 1099511628211ULL;
    }
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%d %u\n", a[i], sum[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* SCLOOP_H */
