/* slotcarry: uniform values carried by a loop, then held across a loop
   of high register pressure.  Each item (one per SIMT lane) is hashed:

       s0..s3 = f (k)                    four running values
       for (t = 0; t < m; t++)           a loop of m steps (m a kernel
         s0..s3 = step (s0..s3, t)         argument): uniform, carried
       h0..h3 = g (a[i], i)              four hashes of the lane's item
       for (t = 0; t < 16; t++)          sixteen rounds of table lookups
         h0..h3 = round (h0..h3, t)        (the high-pressure block)
       out[i] = mix (h0..h3, s0..s3)

   s0..s3 are the same in every lane (uniform) but cannot be recomputed
   next to their use (each is the result of a loop), so they hold four
   registers in every lane through the rounds.
   qprop target: qprop-remat's per-warp shared-memory slots
   (remat-slots=on; seed 001 section 4, issue 34 item 3): the four values
   are stored once per warp into shared memory after the first loop and
   loaded back after the rounds, which matters where registers are
   scarce (ptxas -maxrregcount=32 and 24).

   This header holds the host-side code shared by slotcarry-acc.c
   (OpenACC) and slotcarry-omp.c (OpenMP offload).  */
#ifndef SLOTCARRY_H
#define SLOTCARRY_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N (1 << 12)
#define NROUND 2
#else
#define N (1 << 20)
#define NROUND 8
#endif
#define TAB 64
#define SC_M 12

/* One round of a hash through the tables B, C and D at step T.  */
#define SC_ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])

/* The body of the lane loop: item I of A to OUT[I].  */
#define SC_ITEM(a, b, c, d, out, i, k, m)				\
  do									\
    {									\
      unsigned s0 = (unsigned) (k), s1 = (unsigned) (k) ^ 0x9e3779b9u;	\
      unsigned s2 = (unsigned) (k) + 7u, s3 = (unsigned) (k) * 3u;	\
      for (int t = 0; t < (m); t++)					\
	{								\
	  s0 = s0 * 2654435761u + (unsigned) t;				\
	  s1 = (s1 ^ s0) * 2246822519u;					\
	  s2 = s2 + (s1 >> 3);						\
	  s3 = s3 * 3266489917u + s2;					\
	}								\
      unsigned h0 = (unsigned) (a)[i], h1 = h0 ^ (unsigned) (i);	\
      unsigned h2 = h0 * 7u + 1u, h3 = h1 * 13u + 5u;			\
      for (int t = 0; t < 16; t++)					\
	{								\
	  h0 = SC_ROUND (h0, t, b, c, d);				\
	  h1 = SC_ROUND (h1, t, c, b, d);				\
	  h2 = SC_ROUND (h2 ^ h0, t, b, d, c);				\
	  h3 = SC_ROUND (h3 + h1, t, d, c, b);				\
	}								\
      (out)[i] = (int) (((h0 + s0) ^ (h1 * s1)) + ((h2 ^ s2) - (h3 + s3))); \
    }									\
  while (0)

static unsigned sc_state = 2718281u;

static unsigned
sc_rand (void)
{
  sc_state = sc_state * 1664525u + 1013904223u;
  return sc_state;
}

static void
slotcarry_setup (int *a, int *b, int *c, int *d)
{
  for (int i = 0; i < N; i++)
    a[i] = (int) sc_rand ();
  for (int j = 0; j < TAB; j++)
    {
      b[j] = (int) sc_rand ();
      c[j] = (int) (sc_rand () >> 7);
      d[j] = j * 7 - 3;
    }
}

/* Prints a checksum of the outputs (all of them with "dump") and the
   time spent on the target.  */
static void
slotcarry_report (int argc, char **argv, const int *out, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < N; i++)
    h = (h ^ (unsigned) out[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%d\n", out[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* SLOTCARRY_H */
