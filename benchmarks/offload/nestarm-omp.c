/* nestarm (OpenMP offload); see nestarm.h for the benchmark.
   Divergence: the item loop is `target teams distribute parallel for
   simd'; on nvptx its simd part runs one item per SIMT lane.  Both
   arm tests depend on the lane's state word, the loop
   inside the nested arm does not.  */
#include <omp.h>

#include "nestarm.h"

static void
nestarm_round (unsigned *restrict v, const unsigned *restrict key, int m)
{
#pragma omp target teams distribute parallel for simd \
  map(to: key[0:NA_M]) map(tofrom: v[0:N])
  for (int i = 0; i < N; i++)
    {
      unsigned x = v[i], r;
      if (x & 1u)
	{
	  if (x & 2u)
	    {
	      r = x;
	      for (int k = 0; k < m; k++)
		r = (r ^ key[k]) * 16777619u;
	    }
	  else
	    {
	      r = (x >> 3) * 2654435761u;
	      r ^= r >> 16;
	    }
	}
      else
	{
	  r = x * 0x85ebca6bu + (unsigned) i;
	  r ^= r >> 13;
	}
      v[i] = r ^ (r >> 11);
    }
}

int
main (int argc, char **argv)
{
  unsigned *v = malloc (N * sizeof (unsigned));
  unsigned *key = malloc (NA_M * sizeof (unsigned));
  nestarm_setup (v, key);

  double t0, t1;
#pragma omp target data map(to: key[0:NA_M]) map(tofrom: v[0:N])
  {
    t0 = omp_get_wtime ();
    for (int k = 0; k < NROUND; k++)
      nestarm_round (v, key, NA_M);
    t1 = omp_get_wtime ();
  }

  nestarm_report (argc, argv, v, t1 - t0);
  free (v); free (key);
  return 0;
}
