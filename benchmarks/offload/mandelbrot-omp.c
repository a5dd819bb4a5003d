/* mandelbrot (OpenMP offload); see mandelbrot.h for the benchmark.
   Divergence: the pixel loop is `target teams distribute parallel for simd';
   on nvptx its simd part runs one pixel per SIMT lane.  The escape loop
   exits at a per-lane, data-dependent iteration (1 to MAXIT): lanes outside
   the set finish early and idle while lanes inside the set run all MAXIT
   iterations.  */
#include <omp.h>

#include "mandelbrot.h"

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

  mandel_report (argc, argv, out, t1 - t0);
  free (out);
  return 0;
}
