/* A double-precision Mandelbrot row of the shape of many HPC samples
   (written for qprop-vectorize's mixed-width tests): int pixel index,
   double coordinates from i * xstep, a while loop on a double depth
   with a break on |z|^2 > 4, and an unsigned char store of the scaled
   depth.  The loop has 64-bit lane values (VF = 64-bit lanes), a
   conversion of the affine index to double, and an 8-bit narrowing
   store.  Checked byte for byte against the same loop without omp simd
   on trip counts that are not multiples of VF, with sentinels after the
   row.  */

#include "vec-run.h"

#define KERNEL_BODY							\
  double c_re = xmin + i * xstep, c_im = y0;				\
  double z_re = c_re, z_im = c_im;					\
  double depth = 0;							\
  while (depth < max_depth)						\
    {									\
      if (z_re * z_re + z_im * z_im > 4.0)				\
	break;								\
      double t = z_re * z_re - z_im * z_im;				\
      z_im = 2.0 * z_re * z_im + c_im;					\
      z_re = t + c_re;							\
      depth++;								\
    }									\
  out[i] = (unsigned char) (depth / max_depth * 255);

KERNEL void
mandel_f64 (unsigned char *out, int w, double xmin, double xstep,
	    double y0, int max_depth)
{
#pragma omp simd
  for (int i = 0; i < w; i++)
    {
      KERNEL_BODY
    }
}

REF void
mandel_f64_ref (unsigned char *out, int w, double xmin, double xstep,
		double y0, int max_depth)
{
  for (int i = 0; i < w; i++)
    {
      KERNEL_BODY
    }
}

static unsigned char got[MAXN + PAD], want[MAXN + PAD];

int
main (void)
{
  static const double rows[] = { -1.25, -0.5, 0.0, 0.3, 0.75 };
  for (int k = 0; k < NTRIPS; k++)
    for (int r = 0; r < 5; r++)
      for (int depth = 0; depth <= 200; depth += 100)
	{
	  int n = trips[k];
	  memset (got, 0xa5, sizeof got);
	  memset (want, 0xa5, sizeof want);
	  double step = n ? 3.0 / n : 1.0;
	  mandel_f64 (got, n, -2.0, step, rows[r], depth);
	  mandel_f64_ref (want, n, -2.0, step, rows[r], depth);
	  for (int i = 0; i < n + PAD; i++)
	    if (got[i] != want[i])
	      {
		printf ("n=%d row=%d depth=%d pixel %d: %d, expected %d\n",
			n, r, depth, i, got[i], want[i]);
		abort ();
	      }
	}
  return 0;
}
