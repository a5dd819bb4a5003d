/* gauss_seidel2d: successive over-relaxation (Gauss-Seidel, 5-point) in
   place on one 2-D grid.  Pattern: the value stored to a[i][j] is loaded
   again as a[i][j-1] in the next inner iteration and as a[i-1][j] in the
   next outer iteration; a[i][j+1] loaded in iteration j is a[i][j] in j+1.
   The loop carries a true dependence and cannot be vectorized.
   qprop target: store-to-load and load-to-load redundancy across loop
   iterations (scalar replacement through a store), same-row cache reuse.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 96
#define SWEEPS 120
#else
#define N 512
#define SWEEPS 200
#endif

static double a[N][N];

__attribute__((noinline)) static void
kernel_gauss_seidel2d (void)
{
  const double omega = 1.5;
  for (int t = 0; t < SWEEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
	{
	  double g = 0.25 * (a[i - 1][j] + a[i + 1][j]
			     + a[i][j - 1] + a[i][j + 1]);
	  a[i][j] = a[i][j] + omega * (g - a[i][j]);
	}
}

int
main (int argc, char **argv)
{
  unsigned s = 99u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	a[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      }
  for (int i = 0; i < N; i++)
    a[i][0] = a[0][i] = 1.0, a[i][N - 1] = a[N - 1][i] = -1.0;
  kernel_gauss_seidel2d ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (1 + (i + 5 * j) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", a[i][j]);
  return 0;
}
