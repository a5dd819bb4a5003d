/* search (OpenMP offload); see search.h for the benchmark.
   Divergence: the query loop is `target teams distribute parallel for
   simd'; on nvptx its simd part runs one query per SIMT lane.  The scan's
   length and which of its three exits it takes depend on the lane's
   key.  */
#include <omp.h>

#include "search.h"

static void
lookup (const int *restrict tab, const int *restrict qk, int *restrict slot,
	int *restrict how, int *restrict steps)
{
#pragma omp target teams distribute parallel for simd \
  map(to: tab[0:NSLOT], qk[0:NQ]) map(from: slot[0:NQ], how[0:NQ], steps[0:NQ])
  for (int q = 0; q < NQ; q++)
    {
      int key = qk[q];
      int base = RUN_OF (key) * RUNLEN;
      int j, found = -1, exit = 0;
      for (j = 0; j < RUNLEN; j++)
	{
	  int v = tab[base + j];
	  if (v == key)
	    {
	      found = base + j;
	      exit = 1;
	      break;
	    }
	  if (v > key)
	    {
	      exit = 2;
	      break;
	    }
	  if (v < 0)
	    {
	      exit = 3;
	      break;
	    }
	}
      slot[q] = found;
      how[q] = exit;
      steps[q] = j;
    }
}

int
main (int argc, char **argv)
{
  int *tab = malloc (NSLOT * sizeof (int));
  int *qk = malloc (NQ * sizeof (int));
  int *slot = malloc (NQ * sizeof (int));
  int *how = malloc (NQ * sizeof (int));
  int *steps = malloc (NQ * sizeof (int));
  se_setup (tab, qk);

  double t0, t1;
#pragma omp target data map(to: tab[0:NSLOT], qk[0:NQ]) \
  map(from: slot[0:NQ], how[0:NQ], steps[0:NQ])
  {
    t0 = omp_get_wtime ();
    lookup (tab, qk, slot, how, steps);
    t1 = omp_get_wtime ();
  }

  se_report (argc, argv, slot, how, steps, t1 - t0);
  free (tab); free (qk); free (slot); free (how); free (steps);
  return 0;
}
