/* secondorder: 1-D advection-reaction on a periodic grid, first-order
   upwind fluxes, a logistic reaction on fluid cells only (a cell mask),
   two grids used in turn.
   Pattern: (1) the upwind value of each face is q[jw] / q[je], with the
   upwind index picked by the sign of the face velocity (jw is i-1 or i,
   je is i or i+1): lexically different from qc = q[i] and q[i+1], but
   the same value on one arm of each choice (thesis Fig. 1.6/1.7: a
   fully redundant load on one path, an insertion on the other);
   (2) on fluid cells the reaction computes a = kr[i] * qc and b = a * qc;
   after the join the loss term recomputes them as qc * kr[i] and s * qc:
   partially redundant over the if, and s * qc is only seen to equal b
   once s is known to be a (the second-order effect of thesis Fig. 3.1,
   found through value numbers, without copy propagation);
   (3) uf[i+1], the east face velocity of cell i, is uf[i], the west face
   velocity of cell i+1 (a load redundant across iterations).
   qprop target: qprop-pre in place of GCC's PRE (-fno-tree-pre) must
   remove (1) and (2) as GCC's pre pass does ((2) by GCC's code hoisting,
   which -fno-tree-pre leaves on); after GCC's PRE, qprop-pre still
   finds (3), which GCC's PRE declines (a loop-carried dependence) and
   leaves to predictive commoning.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 4000
#define STEPS 60
#else
#define N 100000
#define STEPS 400
#endif

static double qa[N], qb[N], uf[N + 1], kr[N];
static unsigned char fluid[N];

/* One explicit step from src to dst.  */
static inline void
step (const double *restrict src, double *restrict dst, double dt)
{
  for (int i = 1; i < N - 1; i++)
    {
      double qc = src[i];
      /* West face i-1/2 and east face i+1/2: the upwind cell.  */
      double uw = uf[i];
      int jw = uw > 0.0 ? i - 1 : i;
      double fw = uw * src[jw];
      double ue = uf[i + 1];
      int je = ue > 0.0 ? i : i + 1;
      double fe = ue * src[je];
      /* Logistic reaction on fluid cells.  */
      double r = 0.0;
      if (fluid[i])
	{
	  double a = kr[i] * qc;
	  double b = a * qc;
	  r = a - b;
	}
      /* First-order loss of the reacting species, every cell.  */
      double s = qc * kr[i];
      double loss = 0.05 * (s * qc);
      dst[i] = qc - dt * (fe - fw) + dt * (r - loss);
    }
  /* Periodic boundary: the ghost cells copy the opposite interior.  */
  dst[0] = dst[N - 2];
  dst[N - 1] = dst[1];
}

__attribute__((noinline)) static void
kernel_secondorder (double dt)
{
  for (int t = 0; t < STEPS; t++)
    {
      step (qa, qb, dt);
      step (qb, qa, dt);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 4242u;
  for (int i = 0; i < N; i++)
    {
      s = s * 1103515245u + 12345u;
      qa[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      s = s * 1103515245u + 12345u;
      kr[i] = 0.5 * (double) ((s >> 16) & 0x7fff) / 32768.0;
      s = s * 1103515245u + 12345u;
      fluid[i] = ((s >> 16) & 7) != 0;
    }
  for (int i = 0; i <= N; i++)
    {
      s = s * 1103515245u + 12345u;
      uf[i] = (double) ((s >> 16) & 0x7fff) / 32768.0 - 0.5;
    }
  kernel_secondorder (0.2);
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += qa[i] * (1 + i % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%.17g\n", qa[i]);
  return 0;
}
