/* simd_mandel_f64: the Mandelbrot set in double precision with a byte
   image, the shape of many HPC samples (issue 35 item 7).
   bench-cflags: -fopenmp-simd -ffp-contract=off
   The pixel loop of each row carries `#pragma omp simd`: an int pixel
   index, double coordinates from c * dx, a while loop on a double depth
   that breaks when |z|^2 > 4, and an unsigned char store of the depth
   scaled to 0..255.  GCC 12 leaves it scalar (the inner loop's trip
   count differs per pixel).
   qprop target: qprop-vectorize with 64-bit lanes (vectorize-types.cc):
   VF = the 64-bit lanes (2 at SSE2, 4 at AVX2), the divergent loop
   transform on V2DF/V4DF values, the index converted to double without
   a vector conversion, and a narrowing byte store.
   The output is the byte image.  Every lane's arithmetic is the same in
   scalar and vector code; -ffp-contract=off keeps -march=x86-64-v3 from
   fusing the updates into FMAs, which would change pixels near the
   boundary.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define W 97
#define H 64
#else
#define W 1531
#define H 1024
#endif
#define MAX_DEPTH 200

static unsigned char image[H][W];

__attribute__((noinline)) static void
kernel_mandel_f64 (double x0, double y0, double dx, double dy, int max_depth)
{
  for (int r = 0; r < H; r++)
    {
      double c_im = y0 + r * dy;
      unsigned char *row = image[r];
#pragma omp simd
      for (int c = 0; c < W; c++)
	{
	  double c_re = x0 + c * dx;
	  double z_re = c_re, z_im = c_im;
	  double depth = 0;
	  while (depth < max_depth)
	    {
	      double re2 = z_re * z_re, im2 = z_im * z_im;
	      if (re2 + im2 > 4.0)
		break;
	      double t = re2 - im2;
	      z_im = 2.0 * z_re * z_im + c_im;
	      z_re = t + c_re;
	      depth++;
	    }
	  row[c] = (unsigned char) (depth / max_depth * 255);
	}
    }
}

int
main (int argc, char **argv)
{
  kernel_mandel_f64 (-2.25, -1.25, 3.0 / W, 2.5 / H, MAX_DEPTH);
  unsigned long long sum = 0;
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      sum = sum * 31u + image[r][c];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int r = 0; r < H; r++)
      for (int c = 0; c < W; c++)
	printf ("%d%c", image[r][c], c == W - 1 ? '\n' : ' ');
  return 0;
}
