/* simd_mandel_count: the Mandelbrot set of simd_mandel, reduced per row:
   `#pragma omp simd reduction (+:total) reduction (max:deepest)' sums and
   maximizes the pixels' iteration counts instead of storing them (an
   HPC developer's typical divergent omp simd loop with a reduction).
   bench-cflags: -fopenmp-simd -ffp-contract=off
   GCC 12 leaves the pixel loop scalar ("multiple nested loops", "control
   flow in loop"); its reductions live in omp simd arrays, folded to one
   element.
   qprop target: qprop-vectorize's divergent loop transform with vector
   accumulators (vectorize-reduction.cc), merged after the vector loop.
   The output is integers (per-row sums and maxima); -ffp-contract=off as
   in simd_mandel.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define W 96
#define H 64
#else
#define W 2048
#define H 1024
#endif
#define MAXIT 256

static int row_total[H], row_deepest[H];

__attribute__((noinline)) static void
kernel_mandel_count (float x0, float y0, float dx, float dy)
{
  for (int r = 0; r < H; r++)
    {
      float cy = y0 + (float) r * dy;
      int total = 0, deepest = 0;
#pragma omp simd reduction (+:total) reduction (max:deepest)
      for (int c = 0; c < W; c++)
	{
	  float cx = x0 + (float) c * dx;
	  float x = 0.0f, y = 0.0f;
	  int k = 0;
	  while (k < MAXIT)
	    {
	      float xx = x * x, yy = y * y;
	      if (xx + yy > 4.0f)
		break;
	      float xy = x * y;
	      x = xx - yy + cx;
	      y = xy + xy + cy;
	      k++;
	    }
	  total += k;
	  deepest = k > deepest ? k : deepest;
	}
      row_total[r] = total;
      row_deepest[r] = deepest;
    }
}

int
main (int argc, char **argv)
{
  kernel_mandel_count (-2.25f, -1.25f, 3.0f / W, 2.5f / H);
  unsigned long long sum = 0;
  for (int r = 0; r < H; r++)
    sum = (sum * 31u + (unsigned) row_total[r]) * 31u
	  + (unsigned) row_deepest[r];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int r = 0; r < H; r++)
      printf ("%d %d\n", row_total[r], row_deepest[r]);
  return 0;
}
