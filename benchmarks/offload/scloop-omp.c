/* scloop (OpenMP offload); see scloop.h for the benchmark.
   Divergence: the item loop is `target teams distribute parallel for
   simd'; on nvptx its simd part runs one item per SIMT lane.  Both
   tests of the condition depend on the lane's item, and
   the counted loop of the false arm runs once per failing test.  */
#include <omp.h>

#include "scloop.h"

static void
scloop_round (int *restrict a, const int *restrict b, const int *restrict c,
	      unsigned *restrict sum, int kl)
{
#pragma omp target teams distribute parallel for simd \
  map(to: b[0:NB], c[0:N]) map(tofrom: a[0:N], sum[0:N])
  for (int i = 0; i < N; i++)
    {
      unsigned r = (unsigned) a[i];
      if (a[i] > T && b[c[i]] > T)
	r = r * 2654435761u + 40503u;
      else
	for (int k = 0; k < kl; k++)
	  {
	    r ^= r << 13;
	    r ^= r >> 17;
	    r ^= r << 5;
	    r += (unsigned) k;
	  }
      a[i] = (int) (r >> 22);
      sum[i] += r;
    }
}

int
main (int argc, char **argv)
{
  int *a = malloc (N * sizeof (int));
  int *b = malloc (NB * sizeof (int));
  int *c = malloc (N * sizeof (int));
  unsigned *sum = malloc (N * sizeof (unsigned));
  scloop_setup (a, b, c, sum);

  double t0, t1;
#pragma omp target data map(to: b[0:NB], c[0:N]) map(tofrom: a[0:N], sum[0:N])
  {
    t0 = omp_get_wtime ();
    for (int k = 0; k < NROUND; k++)
      scloop_round (a, b, c, sum, SC_K);
    t1 = omp_get_wtime ();
  }

  scloop_report (argc, argv, a, sum, t1 - t0);
  free (a); free (b); free (c); free (sum);
  return 0;
}
