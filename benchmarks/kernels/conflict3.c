/* conflict3: vertical advection-diffusion of a tracer in a vertical
   slice of a terrain-following ocean model, plus horizontal diffusion.
   Four level-major fields t, w, kv, dz (tracer, vertical velocity and
   diffusivity at the upper face of each cell, layer thickness) and the
   new tracer tn, each [NZ][NX] with NX = 512 (4 KB rows) and 256 KB in
   all, lie in one block, so their placement is fixed.  The update is
   computed column by column (j outer, k inner), the usual order for
   vertical physics, with an upwind choice on the sign of w (a
   data-dependent branch) and the column's heat-content change summed.
   Pattern: in a column, every row of every field falls in the same L1
   set (4 KB apart), and element [k][j] of the five fields in the same
   set of a 256 KB direct-mapped cache.  Between t[k][j] and its
   horizontal neighbours t[k][j+1], t[k][j-1] (the same cache line seven
   times out of eight) the body touches nine other lines of that set
   (w, kv and dz at k and k+1, dz and t at k-1 and k+1), more than the
   8 ways, so the line of t[k][j] is gone when the neighbours are read;
   the next k iteration moves to another row.
   qprop target: load aggregation (GLIA): t[k][j+1] and t[k][j-1] moved
   up to right after t[k][j] (no stores in between).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define STEPS 20
#else
#define STEPS 500
#endif
#define NZ 64			/* levels */
#define NX 512			/* columns: 4 KB rows, 2^15 doubles a field */

static struct
{
  double t[NZ][NX], w[NZ][NX], kv[NZ][NX], dz[NZ][NX], tn[NZ][NX];
} f __attribute__((aligned(4096)));
static double heat[NX];

__attribute__((noinline)) static void
kernel_conflict3 (void)
{
  const double DT = 0.4, KH = 0.15;
  for (int s = 0; s < STEPS; s++)
    {
      for (int j = 1; j < NX - 1; j++)
	{
	  double colsum = 0.0;
	  for (int k = 1; k < NZ - 1; k++)
	    {
	      double tc = f.t[k][j];
	      double wt = f.w[k][j], wb = f.w[k + 1][j];
	      double ft, fb;	/* upwind advective fluxes, top and bottom */
	      if (wt > 0.0)
		ft = wt * tc;
	      else
		ft = wt * f.t[k - 1][j];
	      if (wb > 0.0)
		fb = wb * f.t[k + 1][j];
	      else
		fb = wb * tc;
	      double dzc = f.dz[k][j];
	      double dt_top = f.kv[k][j] * (f.t[k - 1][j] - tc)
		/ (0.5 * (f.dz[k - 1][j] + dzc));
	      double dt_bot = f.kv[k + 1][j] * (tc - f.t[k + 1][j])
		/ (0.5 * (dzc + f.dz[k + 1][j]));
	      double vert = (fb - ft + dt_top - dt_bot) / dzc;
	      double hor = KH * (f.t[k][j + 1] - 2.0 * tc + f.t[k][j - 1]);
	      f.tn[k][j] = tc + DT * (vert + hor);
	      colsum += DT * vert * dzc;
	    }
	  heat[j] += colsum;
	}
      for (int k = 1; k < NZ - 1; k++)
	for (int j = 1; j < NX - 1; j++)
	  f.t[k][j] = f.tn[k][j];
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 31337u;
#define RND() (s = s * 1103515245u + 12345u, \
               (double) ((s >> 16) & 0x7fff) / 32768.0)
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NX; j++)
      {
	f.t[k][j] = 10.0 + 8.0 * (NZ - k) / NZ + 0.5 * RND ()
	  + 2.0 * (j > NX / 3 && j < NX / 2 && k > 10 && k < 30);
	f.w[k][j] = 0.25 * (RND () - 0.5) + 0.05 * ((j / 64) % 2 ? 1 : -1);
	f.kv[k][j] = 0.01 + 0.09 * RND ();
	f.dz[k][j] = 0.6 + 0.8 * RND ();
	f.tn[k][j] = f.t[k][j];
      }
  kernel_conflict3 ();
  double sum = 0.0;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NX; j++)
      sum += f.t[k][j] * (1 + (k + 3 * j) % 11);
  for (int j = 0; j < NX; j++)
    sum += heat[j] * (1 + j % 5);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int k = 0; k < NZ; k++)
	for (int j = 0; j < NX; j++)
	  printf ("%.17g\n", f.t[k][j]);
      for (int j = 0; j < NX; j++)
	printf ("%.17g\n", heat[j]);
    }
  return 0;
}
