/* simd_mandel: the Mandelbrot set, one pixel per lane (seed 002, Fig. 9).
   bench-cflags: -fopenmp-simd -ffp-contract=off
   The pixel loop of each row carries `#pragma omp simd`; each pixel
   iterates z = z^2 + c in float until |z|^2 > 4 or MAXIT iterations, so
   the inner loop's trip count differs per lane.  GCC 12 leaves it scalar
   ("multiple nested loops", "control flow in loop").
   qprop target: qprop-vectorize's divergent loop transform (a live mask,
   blends for the updates, an any-lane exit).
   The output is the iteration count per pixel (integers).  Every lane's
   arithmetic is the same in scalar and vector code; -ffp-contract=off
   keeps -march=x86-64-v3 from fusing x*x - y*y + cx into an FMA, which
   would change the counts of pixels near the boundary.  */
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

static int iters[H][W];

__attribute__((noinline)) static void
kernel_mandel (float x0, float y0, float dx, float dy)
{
  for (int r = 0; r < H; r++)
    {
      float cy = y0 + (float) r * dy;
#pragma omp simd
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
	  iters[r][c] = k;
	}
    }
}

int
main (int argc, char **argv)
{
  kernel_mandel (-2.25f, -1.25f, 3.0f / W, 2.5f / H);
  unsigned long long sum = 0;
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      sum = sum * 31u + (unsigned) iters[r][c];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int r = 0; r < H; r++)
      for (int c = 0; c < W; c++)
	printf ("%d%c", iters[r][c], c == W - 1 ? '\n' : ' ');
  return 0;
}
