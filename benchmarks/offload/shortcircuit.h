/* shortcircuit: Monte Carlo transport of particles through a 1-D grid of
   cells, integers only.  Each particle (one per SIMT lane) takes NSTEP
   steps; at each step it collides when it is inside the slab AND the
   density of its cell beats its random threshold, and flies freely
   otherwise:

       if (x < SLAB && dens[(x >> 4) & (NCELL - 1)] > (s & 1023))
	 collide: energy loss, new direction, tally
       else
	 fly: draw the next random number (xorshift), move, reflect at the
	   edge of the domain

   Both tests depend on the lane's own state, so both branches diverge, and
   the second one needs a load, so GCC cannot merge the two tests into one
   branch: the free-flight block is reached from the false side of each,
   and a warp runs it twice, once for the lanes outside the slab and once
   for the lanes that did not collide.  Outputs: each particle's final
   position, energy and number of collisions.
   qprop target: partial linearization (qprop-linearize) of the
   short-circuit region.
   This header holds the host-side code shared by shortcircuit-acc.c
   (OpenACC) and shortcircuit-omp.c (OpenMP offload).  */
#ifndef SHORTCIRCUIT_H
#define SHORTCIRCUIT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NP (1 << 13)
#define NSTEP 96
#else
#define NP (1 << 16)
#define NSTEP 256
#endif
#define NCELL 1024
#define SLAB (NCELL * 16 * 3 / 4)
#define DOMAIN (NCELL * 16)

static unsigned sc_state = 2463534242u;

static unsigned
sc_rand (void)
{
  sc_state ^= sc_state << 13;
  sc_state ^= sc_state >> 17;
  sc_state ^= sc_state << 5;
  return sc_state;
}

/* Densities in [0, 1024), initial positions and seeds.  */
static void
sc_setup (int *dens, unsigned *x, unsigned *seed)
{
  for (int c = 0; c < NCELL; c++)
    dens[c] = (int) (sc_rand () % 1024);
  for (int p = 0; p < NP; p++)
    {
      x[p] = sc_rand () % DOMAIN;
      seed[p] = sc_rand () | 1u;
    }
}

/* Prints the checksum of the results, each particle's results with the
   `dump' argument, and the time spent on the target.  */
static void
sc_report (int argc, char **argv, const unsigned *x, const unsigned *energy,
	   const int *hits, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int p = 0; p < NP; p++)
    {
      h = (h ^ x[p]) * 1099511628211ULL;
      h = (h ^ energy[p]) * 1099511628211ULL;
      h = (h ^ (unsigned) hits[p]) * 1099511628211ULL;
    }
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int p = 0; p < NP; p++)
      printf ("%u %u %d\n", x[p], energy[p], hits[p]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* SHORTCIRCUIT_H */
