/* recmix: charged tracer particles in the electric field of NS fixed,
   equal line charges (2-D, softened 1/r field with a cutoff, periodic
   box).  The tracers are an array of 64-byte records (one cache line
   each: position, velocity, charge/mass, mass, drag factor,
   kinetic-energy tally); the charges are two power-of-two coordinate
   arrays (2^14 doubles = 128 KB each, one 256 KB block).  Each step
   computes the field at every tracer (the records are only read there;
   the velocity increments and drag factors go to separate arrays), then
   pushes the tracers.
   Pattern: in the field loop, p[i].x and p[i].y are read, the loop over
   the charges walks both coordinate arrays (256 KB: evicts the tracer's
   line from L1, and from a 256 KB direct-mapped cache, where the block
   covers every set), then p[i].qm, p[i].vx, p[i].vy of the same record
   (same line) are read, and p[i].drag only where the field is strong (a
   data-dependent branch).  The next tracer is the next line, so the
   line is not touched again until the push loop.
   qprop target: load aggregation (GLIA): the loads of p[i].qm, p[i].vx,
   p[i].vy moved up next to p[i].x, p[i].y, before the charge loop (no
   stores or calls in it): one L1 miss per tracer instead of two.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NP 256
#define STEPS 2
#else
#define NP 2048
#define STEPS 5
#endif
#define NS 16384		/* line charges: 2^14 */

struct tracer
{
  double x, y, vx, vy, qm, m, drag, ekin;
};

static struct
{
  double sx[NS], sy[NS];
} src __attribute__((aligned(4096)));
static struct tracer p[NP] __attribute__((aligned(4096)));
static double dvx[NP], dvy[NP], damp[NP], power;

__attribute__((noinline)) static void
kernel_recmix (void)
{
  const double EPS2 = 1e-4, RC2 = 0.0625, DT = 0.02, QS = 4.0 / NS;
  const double EMAX2 = 3.0e7;	/* |field|^2 before the QS scaling */
  for (int s = 0; s < STEPS; s++)
    {
      /* field at every tracer; the records are only read here */
      for (int i = 0; i < NP; i++)
	{
	  double x = p[i].x, y = p[i].y;
	  double ex = 0.0, ey = 0.0;
	  for (int k = 0; k < NS; k++)
	    {
	      double dx = x - src.sx[k], dy = y - src.sy[k];
	      double r2 = dx * dx + dy * dy;
	      if (r2 < RC2)
		{
		  double f = 1.0 / (r2 + EPS2);
		  ex += dx * f;
		  ey += dy * f;
		}
	    }
	  double kick = DT * QS * p[i].qm;
	  dvx[i] = kick * ex;
	  dvy[i] = kick * ey;
	  power += QS * p[i].qm * (p[i].vx * ex + p[i].vy * ey);
	  if (ex * ex + ey * ey > EMAX2)
	    damp[i] = p[i].drag;	/* strong field: collisional drag */
	  else
	    damp[i] = 1.0;
	}
      /* push */
      for (int i = 0; i < NP; i++)
	{
	  double vx = (p[i].vx + dvx[i]) * damp[i];
	  double vy = (p[i].vy + dvy[i]) * damp[i];
	  double x = p[i].x + DT * vx, y = p[i].y + DT * vy;
	  if (x < 0.0)		/* periodic box */
	    x += 1.0;
	  else if (x >= 1.0)
	    x -= 1.0;
	  if (y < 0.0)
	    y += 1.0;
	  else if (y >= 1.0)
	    y -= 1.0;
	  p[i].x = x;
	  p[i].y = y;
	  p[i].vx = vx;
	  p[i].vy = vy;
	  p[i].ekin += p[i].m * (vx * vx + vy * vy);
	}
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 4242u;
#define RND() (s = s * 1103515245u + 12345u, \
               (double) ((s >> 16) & 0x7fff) / 32768.0)
  for (int k = 0; k < NS; k++)
    {
      src.sx[k] = RND ();
      src.sy[k] = RND ();
    }
  for (int i = 0; i < NP; i++)
    {
      p[i].x = RND ();
      p[i].y = RND ();
      p[i].vx = 4.0 * (RND () - 0.5);
      p[i].vy = 4.0 * (RND () - 0.5);
      p[i].m = 0.5 + RND ();
      p[i].qm = ((i & 1) ? 1.0 : -1.0) / p[i].m;
      p[i].drag = 0.7 + 0.3 * RND ();
      p[i].ekin = 0.0;
    }
  kernel_recmix ();
  double sum = 0.0;
  for (int i = 0; i < NP; i++)
    sum += (p[i].x + 2.0 * p[i].y + 3.0 * p[i].vx + 4.0 * p[i].vy
	    + p[i].ekin) * (1 + i % 7);
  for (int i = 0; i < NP; i++)
    sum += damp[i] * (1 + i % 3);
  sum += power;
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int i = 0; i < NP; i++)
	printf ("%.17g %.17g %.17g %.17g %.17g %.17g\n", p[i].x, p[i].y,
		p[i].vx, p[i].vy, p[i].ekin, damp[i]);
      printf ("%.17g\n", power);
    }
  return 0;
}
