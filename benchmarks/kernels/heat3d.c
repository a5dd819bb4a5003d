/* heat3d: explicit 3-D heat equation, 7-point stencil, two grids used in
   turn.  Pattern: in[i][j][k+1] loaded in iteration k is in[i][j][k] in
   k+1 and in[i][j][k-1] in k+2; planes i-1, i, i+1 and rows j-1, j, j+1
   are reused by later outer-loop iterations.
   qprop target: redundant loads across loop iterations (scalar
   replacement in the innermost loop), cache-line reuse across rows and
   planes (load aggregation).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 24
#define STEPS 80
#else
#define N 64
#define STEPS 700
#endif

static double a[N][N][N], b[N][N][N];

__attribute__((noinline)) static void
kernel_heat3d (void)
{
  const double c = 0.125;
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  for (int k = 1; k < N - 1; k++)
	    b[i][j][k] = a[i][j][k]
	      + c * (a[i + 1][j][k] - 2.0 * a[i][j][k] + a[i - 1][j][k])
	      + c * (a[i][j + 1][k] - 2.0 * a[i][j][k] + a[i][j - 1][k])
	      + c * (a[i][j][k + 1] - 2.0 * a[i][j][k] + a[i][j][k - 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  for (int k = 1; k < N - 1; k++)
	    a[i][j][k] = b[i][j][k]
	      + c * (b[i + 1][j][k] - 2.0 * b[i][j][k] + b[i - 1][j][k])
	      + c * (b[i][j + 1][k] - 2.0 * b[i][j][k] + b[i][j - 1][k])
	      + c * (b[i][j][k + 1] - 2.0 * b[i][j][k] + b[i][j][k - 1]);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 31337u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	{
	  s = s * 1103515245u + 12345u;
	  a[i][j][k] = b[i][j][k] = (double) ((s >> 16) & 0x7fff) / 32768.0;
	}
  kernel_heat3d ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	sum += a[i][j][k] * (1 + (i + 2 * j + 3 * k) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	for (int k = 0; k < N; k++)
	  printf ("%.17g\n", a[i][j][k]);
  return 0;
}
