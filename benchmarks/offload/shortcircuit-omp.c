/* shortcircuit (OpenMP offload); see shortcircuit.h for the benchmark.
   Divergence: the particle loop is `target teams distribute parallel for
   simd'; on nvptx its simd part runs one particle per SIMT lane.  The slab
   test and the density test both depend on the lane's position and random
   state.  */
#include <omp.h>

#include "shortcircuit.h"

static void
transport (const int *restrict dens, unsigned *restrict xs,
	   unsigned *restrict seeds, unsigned *restrict energy,
	   int *restrict hits)
{
#pragma omp target teams distribute parallel for simd \
  map(to: dens[0:NCELL], seeds[0:NP]) map(tofrom: xs[0:NP]) \
  map(from: energy[0:NP], hits[0:NP])
  for (int p = 0; p < NP; p++)
    {
      unsigned x = xs[p], s = seeds[p], e = 1u << 20;
      int n = 0;
      for (int step = 0; step < NSTEP; step++)
	{
	  if (x < SLAB && dens[(x >> 4) & (NCELL - 1)] > (int) (s & 1023))
	    {
	      e -= e >> 5;
	      s = s * 1664525u + 1013904223u;
	      x += (s >> 28) + 1;
	      n++;
	    }
	  else
	    {
	      s ^= s << 13;
	      s ^= s >> 17;
	      s ^= s << 5;
	      unsigned d = (s >> 20) & 255;
	      x = (s & 0x100) ? x + d : x - d;
	      if (x >= DOMAIN)
		x = (s >> 8) % DOMAIN;
	      e += (s >> 27) & 3;
	    }
	}
      xs[p] = x;
      energy[p] = e;
      hits[p] = n;
    }
}

int
main (int argc, char **argv)
{
  int *dens = malloc (NCELL * sizeof (int));
  unsigned *x = malloc (NP * sizeof (unsigned));
  unsigned *seed = malloc (NP * sizeof (unsigned));
  unsigned *energy = malloc (NP * sizeof (unsigned));
  int *hits = malloc (NP * sizeof (int));
  sc_setup (dens, x, seed);

  double t0, t1;
#pragma omp target data map(to: dens[0:NCELL], seed[0:NP]) \
  map(tofrom: x[0:NP]) map(from: energy[0:NP], hits[0:NP])
  {
    t0 = omp_get_wtime ();
    transport (dens, x, seed, energy, hits);
    t1 = omp_get_wtime ();
  }

  sc_report (argc, argv, x, energy, hits, t1 - t0);
  free (dens); free (x); free (seed); free (energy); free (hits);
  return 0;
}
