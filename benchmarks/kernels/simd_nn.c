/* simd_nn: nearest-neighbour queries on a uniform grid of points in the
   unit square, one query per lane (seed 002, section 7, kd-tree and
   nearest-neighbour queries).
   bench-cflags: -fopenmp-simd -ffp-contract=off
   The points are bucketed by cell (cell_start[] and pts[], sorted by
   cell).  The query loop carries `#pragma omp simd`; each lane scans the
   3x3 cells around its query: cells outside the grid are skipped (a
   divergent branch) and the inner loop over a cell's points has a trip
   count that differs per lane; the point loads are gathers.  GCC 12
   leaves it scalar.
   qprop target: qprop-vectorize's divergent loops (live masks) and blends
   for the running minimum.
   A point outside the 3x3 block is farther than one cell width from the
   query, so the answer is the true nearest point whenever the best
   distance is at most a cell width; otherwise the kernel reports -1.  The
   output is the index found per query (integers; ties go to the lower
   index, and -ffp-contract=off keeps dx*dx + dy*dy the same rounding in
   every build).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define G 32
#define NQ 3000
#else
#define G 512
#define NQ (1 << 20)
#endif
#define NP (3 * G * G)		/* three points per cell on average */

static float px[NP], py[NP], qx[NQ], qy[NQ];
static int cell_start[G * G + 1], nearest[NQ];

__attribute__((noinline)) static void
kernel_nn (const float *restrict x, const float *restrict y,
	   int *restrict out, int nq)
{
  const float h = 1.0f / G;
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      float ax = x[i], ay = y[i];
      int cx = (int) (ax * G), cy = (int) (ay * G);
      float best = h * h;
      int who = -1;
      for (int c = 0; c < 9; c++)
	{
	  int gx = cx + c % 3 - 1, gy = cy + c / 3 - 1;
	  if (gx < 0 || gx >= G || gy < 0 || gy >= G)
	    continue;
	  int cell = gy * G + gx;
	  for (int k = cell_start[cell]; k < cell_start[cell + 1]; k++)
	    {
	      float dx = px[k] - ax, dy = py[k] - ay;
	      float d = dx * dx + dy * dy;
	      if (d < best || (d == best && k < who))
		{
		  best = d;
		  who = k;
		}
	    }
	}
      out[i] = who;
    }
}

static unsigned s = 123456789u;

static float
unit (void)
{
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return (float) (s >> 8) * (1.0f / 16777216.0f);	/* [0, 1) */
}

int
main (int argc, char **argv)
{
  /* Random points, then a counting sort by cell.  */
  static float tx[NP], ty[NP];
  static int tc[NP];
  for (int k = 0; k < NP; k++)
    {
      tx[k] = unit ();
      ty[k] = unit ();
      tc[k] = (int) (ty[k] * G) * G + (int) (tx[k] * G);
      cell_start[tc[k] + 1]++;
    }
  for (int c = 0; c < G * G; c++)
    cell_start[c + 1] += cell_start[c];
  static int fill[G * G];
  for (int k = 0; k < NP; k++)
    {
      int at = cell_start[tc[k]] + fill[tc[k]]++;
      px[at] = tx[k];
      py[at] = ty[k];
    }
  for (int i = 0; i < NQ; i++)
    {
      qx[i] = unit ();
      qy[i] = unit ();
    }
  kernel_nn (qx, qy, nearest, NQ);
  unsigned long long sum = 0;
  for (int i = 0; i < NQ; i++)
    sum = sum * 31u + (unsigned) nearest[i];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NQ; i++)
      printf ("%d\n", nearest[i]);
  return 0;
}
