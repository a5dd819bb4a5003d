/* workqueue: the two-level work-queue benchmark of Bulavintsev's
   loop-flattening paper (section V).  Each of NT threads runs outer loop A
   over WQ_OUTER queue items; for each item it runs a dummy "payload" of
   WQ_TA mixing rounds, then inner loop B: up to WQ_INNER iterations, each
   WQ_TB mixing rounds plus a useful-work counter increment.  B also stops
   at the item's early-exit iteration (0 for an early item: it has no inner
   work and goes straight back to A for the next item).  The queue is made
   on the host so that, for every item slot and every aligned group of 32
   threads, exactly WQ_K of the 32 items are early (a random rotation of
   a fixed lane permutation per group and slot).  A/B cost ratio is
   WQ_TA/WQ_TB.  k is data, not code: the environment variable WQ_K
   (0..32) overrides the built-in -DWQ_K, so one binary runs skewed and
   even queues alike.  Outputs per thread: the mixed state sum and the count.
   qprop target: loop flattening (qprop-flatten) of A with B, so idle lanes
   fetch new items; partial linearization of B's divergent exit.
   This header holds the host-side code shared by workqueue-acc.c (OpenACC)
   and workqueue-omp.c (OpenMP offload): sizes, queue generation, checksum
   and output.  */
#ifndef WORKQUEUE_H
#define WORKQUEUE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#ifndef WQ_K
#define WQ_K 8
#endif
#ifndef WQ_TA
#define WQ_TA 8
#endif
#ifndef WQ_TB
#define WQ_TB 8
#endif
#ifndef WQ_INNER
#define WQ_INNER 32
#endif
#if BENCH_SIZE == 0
#define NG 64
#define WQ_OUTER 16
#else
#define NG 512
#define WQ_OUTER 32
#endif
#define NT (NG * 32)
_Static_assert (WQ_K >= 0 && WQ_K <= 32, "WQ_K is k of 32 lanes");
_Static_assert (WQ_INNER < 255, "stop field is 8 bits, 255 = no early exit");

static unsigned lcg_state = 4242u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state;
}

/* k for this run: $WQ_K if set, else the built-in WQ_K.  Exits on a
   value that is not an integer in 0..32.  */
static unsigned
wq_k (void)
{
  const char *s = getenv ("WQ_K");
  if (!s)
    return WQ_K;
  char *end;
  long k = strtol (s, &end, 10);
  if (*s == '\0' || *end != '\0' || k < 0 || k > 32)
    {
      fprintf (stderr, "workqueue: WQ_K='%s' is not an integer in 0..32\n",
	       s);
      exit (2);
    }
  return (unsigned) k;
}

/* Allocates and fills the queue: WQ_OUTER * NT items, each a random value
   whose low 8 bits are the early-exit iteration (0, or 255 for none).  */
static unsigned *
wq_make_queue (void)
{
  unsigned k = wq_k ();
  unsigned *wq = malloc ((size_t) WQ_OUTER * NT * sizeof (unsigned));
  for (int a = 0; a < WQ_OUTER; a++)
    for (int g = 0; g < NG; g++)
      {
	unsigned rot = lcg () >> 27;
	for (int l = 0; l < 32; l++)
	  {
	    int early = ((5u * (unsigned) l + rot) & 31u) < k;
	    wq[a * NT + g * 32 + l] = (lcg () & ~255u) | (early ? 0u : 255u);
	  }
      }
  return wq;
}

/* Prints the checksum of acc and cnt, the two arrays themselves with the
   `dump' argument, and the time spent on the target.  */
static void
wq_report (int argc, char **argv, const unsigned *acc, const int *cnt,
	   double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int t = 0; t < NT; t++)
    h = (h ^ acc[t] ^ ((unsigned long long) cnt[t] << 32)) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int t = 0; t < NT; t++)
	printf ("%u\n", acc[t]);
      for (int t = 0; t < NT; t++)
	printf ("%d\n", cnt[t]);
    }
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* WORKQUEUE_H */
