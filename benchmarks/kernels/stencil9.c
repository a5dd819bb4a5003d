/* stencil9: 2-D Jacobi relaxation with a 9-point (3x3 box, weighted)
   stencil, two grids used in turn.  Pattern: three rows are read; each
   element is loaded by three consecutive inner iterations and by three
   consecutive outer iterations.
   qprop target: redundant loads across loop iterations (scalar replacement
   of three columns x three rows) and cache-line reuse of the same rows.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 96
#define SWEEPS 100
#else
#define N 512
#define SWEEPS 800
#endif

static double a[N][N], b[N][N];

__attribute__((noinline)) static void
kernel_stencil9 (void)
{
  const double c0 = 0.25, c1 = 0.125, c2 = 0.0625;
  for (int t = 0; t < SWEEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  b[i][j] = c0 * a[i][j]
	    + c1 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1])
	    + c2 * (a[i - 1][j - 1] + a[i - 1][j + 1]
		    + a[i + 1][j - 1] + a[i + 1][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  a[i][j] = c0 * b[i][j]
	    + c1 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1])
	    + c2 * (b[i - 1][j - 1] + b[i - 1][j + 1]
		    + b[i + 1][j - 1] + b[i + 1][j + 1]);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 777u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	a[i][j] = b[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      }
  kernel_stencil9 ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (1 + (2 * i + j) % 11);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", a[i][j]);
  return 0;
}
