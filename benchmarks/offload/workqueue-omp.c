/* workqueue (OpenMP offload): the two-level work-queue benchmark of
   Bulavintsev's loop-flattening paper (section V).  Each of NT threads runs
   outer loop A over WQ_OUTER queue items; for each item it runs a dummy
   "payload" of WQ_TA mixing rounds, then inner loop B: up to WQ_INNER
   iterations, each WQ_TB mixing rounds plus a useful-work counter increment.
   B also stops at the item's early-exit iteration (0 for an early item: it
   has no inner work and goes straight back to A for the next item).  The
   queue is made on the host so that, for every item slot and every aligned
   group of 32 threads, exactly WQ_K of the 32 items are early (a random
   rotation of a fixed lane permutation per group and slot).  A/B cost ratio
   is WQ_TA/WQ_TB.  Outputs per thread: the mixed state sum and the count.
   Divergence: `target teams distribute parallel for' over groups of 32
   threads, an inner `simd' loop over the 32 lanes of a group; on nvptx that
   loop runs one lane per SIMT lane (lane = thread % 32).  Each item slot,
   WQ_K lanes leave B at once and idle while the others run WQ_INNER
   iterations.
   qprop target: loop flattening (qprop-flatten) of A with B, so idle lanes
   fetch new items; partial linearization of B's divergent exit.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

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

static void
run_queue (const unsigned *restrict wq, unsigned *restrict acc,
	   int *restrict cnt)
{
#pragma omp target teams distribute parallel for \
  map(to: wq[0:WQ_OUTER * NT]) map(from: acc[0:NT], cnt[0:NT])
  for (int g = 0; g < NG; g++)
    {
#pragma omp simd
      for (int l = 0; l < 32; l++)
	{
	  int t = g * 32 + l;
	  unsigned sum = 0;
	  int c = 0;
	  for (int a = 0; a < WQ_OUTER; a++)		/* loop A */
	    {
	      unsigned v = wq[a * NT + t];
	      unsigned s = v;
	      for (int r = 0; r < WQ_TA; r++)
		s = (s ^ (s >> 13)) * 0x9e3779b1u + (unsigned) r;
	      int stop = (int) (v & 255u);
	      for (int b = 0; b < WQ_INNER; b++)	/* loop B */
		{
		  if (b == stop)
		    break;				/* early exit */
		  for (int r = 0; r < WQ_TB; r++)
		    s = (s ^ (s >> 15)) * 0x85ebca6bu + (unsigned) b;
		  c++;
		}
	      sum += s;
	    }
	  acc[t] = sum;
	  cnt[t] = c;
	}
    }
}

int
main (int argc, char **argv)
{
  unsigned *wq = malloc ((size_t) WQ_OUTER * NT * sizeof (unsigned));
  unsigned *acc = malloc (NT * sizeof (unsigned));
  int *cnt = malloc (NT * sizeof (int));
  for (int a = 0; a < WQ_OUTER; a++)
    for (int g = 0; g < NG; g++)
      {
	unsigned rot = lcg () >> 27;
	for (int l = 0; l < 32; l++)
	  {
	    int early = ((5u * (unsigned) l + rot) & 31u) < (unsigned) WQ_K;
	    wq[a * NT + g * 32 + l] = (lcg () & ~255u) | (early ? 0u : 255u);
	  }
      }

  double t0, t1;
#pragma omp target data map(to: wq[0:WQ_OUTER * NT]) \
  map(from: acc[0:NT], cnt[0:NT])
  {
    t0 = omp_get_wtime ();
    run_queue (wq, acc, cnt);
    t1 = omp_get_wtime ();
  }

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
  printf ("target_time_s %.6f\n", t1 - t0);
  free (wq); free (acc); free (cnt);
  return 0;
}
