/* mandelbrot: escape-time iteration count of every pixel of the window
   [-2.25, 0.75] x [-1.5, 1.5].  The iteration z = z*z + c runs in 64-bit
   fixed point (FRAC fraction bits), so host and GPU give the same counts bit
   for bit (no FP contraction or rounding differences).
   Overflow: a step is taken only when x*x + y*y <= 4, so |x|,|y| < 6.5
   afterwards and every product stays below 2^62.
   qprop target: partial linearization (qprop-linearize) of the divergent
   loop exit; loop flattening (qprop-flatten) of the lane's strided pixel
   loop with the escape loop.
   This header holds the host-side code shared by mandelbrot-acc.c (OpenACC)
   and mandelbrot-omp.c (OpenMP offload): sizes, checksum and output.  */
#ifndef MANDELBROT_H
#define MANDELBROT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Prints the checksum of out, out itself with the `dump' argument, and the
   time spent on the target.  */
static void
mandel_report (int argc, char **argv, const int *out, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int p = 0; p < W * H; p++)
    h = (h ^ (unsigned long long) out[p]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int p = 0; p < W * H; p++)
      printf ("%d\n", out[p]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* MANDELBROT_H */
