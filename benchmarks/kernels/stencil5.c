/* 5-point Jacobi stencil on a 2-D grid, a few sweeps.
   Prints a checksum; with an argument "dump" also prints the grid.  */
#include <stdio.h>
#include <string.h>

#ifndef N
#define N 256
#endif
#ifndef SWEEPS
#define SWEEPS 20
#endif

static double a[N][N], b[N][N];

static void
sweep (double (*restrict out)[N], double (*restrict in)[N])
{
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j]
			 + in[i][j - 1] + in[i][j + 1]);
}

int
main (int argc, char **argv)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = b[i][j] = (double) ((i * 37 + j * 11) % 101);
  for (int s = 0; s < SWEEPS; s++)
    {
      sweep (b, a);
      sweep (a, b);
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (1 + (i + j) % 7);
  printf ("checksum %.6f\n", sum);
  if (argc > 1 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%d %d %.17g\n", i, j, a[i][j]);
  return 0;
}
