/* mandelbrot (OpenMP offload): escape-time iteration count of every pixel of
   the window [-2.25, 0.75] x [-1.5, 1.5].  The iteration z = z*z + c runs in
   64-bit fixed point (FRAC fraction bits), so host and GPU give the same
   counts bit for bit (no FP contraction or rounding differences).
   Overflow: a step is taken only when x*x + y*y <= 4, so |x|,|y| < 6.5
   afterwards and every product stays below 2^62.
   Divergence: the pixel loop is `target teams distribute parallel for simd';
   on nvptx its simd part runs one pixel per SIMT lane.  The escape loop
   exits at a per-lane, data-dependent iteration (1 to MAXIT): lanes outside
   the set finish early and idle while lanes inside the set run all MAXIT
   iterations.
   qprop target: partial linearization (qprop-linearize) of the divergent
   loop exit; loop flattening (qprop-flatten) of the lane's strided pixel
   loop with the escape loop.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define W 192
#define H 128
#define MAXIT 256
#else
#define W 768
#define H 512
#define MAXIT 1024
#endif
#define FRAC 28

static void
mandel (int *restrict out)
{
#pragma omp target teams distribute parallel for simd map(from: out[0:W * H])
  for (int p = 0; p < W * H; p++)
    {
      long long cx = -(9LL << (FRAC - 2)) + (p % W) * ((3LL << FRAC) / W);
      long long cy = -(3LL << (FRAC - 1)) + (p / W) * ((3LL << FRAC) / H);
      long long x = 0, y = 0;
      int it = 0;
      while (it < MAXIT)
	{
	  long long x2 = (x * x) >> FRAC;
	  long long y2 = (y * y) >> FRAC;
	  if (x2 + y2 > (4LL << FRAC))
	    break;
	  long long xy = (x * y) >> (FRAC - 1);
	  x = x2 - y2 + cx;
	  y = xy + cy;
	  it++;
	}
      out[p] = it;
    }
}

int
main (int argc, char **argv)
{
  int *out = malloc (W * H * sizeof (int));
  double t0, t1;
#pragma omp target data map(alloc: out[0:W * H])
  {
    t0 = omp_get_wtime ();
    mandel (out);
    t1 = omp_get_wtime ();
#pragma omp target update from(out[0:W * H])
  }

  unsigned long long h = 1469598103934665603ULL;
  for (int p = 0; p < W * H; p++)
    h = (h ^ (unsigned long long) out[p]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int p = 0; p < W * H; p++)
      printf ("%d\n", out[p]);
  printf ("target_time_s %.6f\n", t1 - t0);
  free (out);
  return 0;
}
