/* bintree (OpenMP offload); see bintree.h for the benchmark.
   Divergence: the query loop is `target teams distribute parallel for simd';
   on nvptx its simd part runs one query per SIMT lane.  Each lane walks its
   own path: the walk length (depth of the match or of the leaf), the found
   exit, and the left/right choice all depend on the lane's key, so the loop
   exit and the if/else inside it diverge.  left[n] and right[n] are loaded
   only in one arm each.  */
#include <omp.h>

#include "bintree.h"

static void
lookup (int nn, const int *restrict key, const int *restrict left,
	const int *restrict right, const int *restrict qk, int *restrict res)
{
#pragma omp target teams distribute parallel for simd \
  map(to: key[0:nn], left[0:nn], right[0:nn], qk[0:NQ]) map(from: res[0:NQ])
  for (int q = 0; q < NQ; q++)
    {
      int k = qk[q];
      int n = 0, d = 0;
      while (n >= 0)
	{
	  int nk = key[n];
	  if (k == nk)
	    break;
	  if (k < nk)
	    n = left[n];
	  else
	    n = right[n];
	  d++;
	}
      res[q] = n >= 0 ? n : -1 - d;
    }
}

int
main (int argc, char **argv)
{
  int *key = malloc (NKEYS * sizeof (int));
  int *left = malloc (NKEYS * sizeof (int));
  int *right = malloc (NKEYS * sizeof (int));
  int *qk = malloc (NQ * sizeof (int));
  int *res = malloc (NQ * sizeof (int));
  int nn = bintree_setup (key, left, right, qk);

  double t0, t1;
#pragma omp target data map(to: key[0:nn], left[0:nn], right[0:nn], qk[0:NQ]) \
  map(from: res[0:NQ])
  {
    t0 = omp_get_wtime ();
    lookup (nn, key, left, right, qk, res);
    t1 = omp_get_wtime ();
  }

  bintree_report (argc, argv, res, t1 - t0);
  free (key); free (left); free (right); free (qk); free (res);
  return 0;
}
