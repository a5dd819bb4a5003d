/* workqueue (OpenMP offload); see workqueue.h for the benchmark.
   Divergence: `target teams distribute parallel for' over groups of 32
   threads, an inner `simd' loop over the 32 lanes of a group; on nvptx that
   loop runs one lane per SIMT lane (lane = thread % 32).  Each item slot,
   WQ_K lanes leave B at once and idle while the others run WQ_INNER
   iterations.  */
#include <omp.h>

#include "workqueue.h"

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
  unsigned *wq = wq_make_queue ();
  unsigned *acc = malloc (NT * sizeof (unsigned));
  int *cnt = malloc (NT * sizeof (int));

  double t0, t1;
#pragma omp target data map(to: wq[0:WQ_OUTER * NT]) \
  map(from: acc[0:NT], cnt[0:NT])
  {
    t0 = omp_get_wtime ();
    run_queue (wq, acc, cnt);
    t1 = omp_get_wtime ();
  }

  wq_report (argc, argv, acc, cnt, t1 - t0);
  free (wq); free (acc); free (cnt);
  return 0;
}
