/* stencil5: 2-D Jacobi relaxation with a 5-point stencil, two grids used in
   turn.  Pattern: in[i][j+1] loaded in iteration j is in[i][j] in iteration
   j+1 and in[i][j-1] in j+2; rows i-1, i, i+1 are read by three consecutive
   iterations of the outer loop.
   qprop target: redundant loads across inner-loop iterations (scalar
   replacement) and cache-line reuse of the same rows (load aggregation).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 96
#define SWEEPS 150
#else
#define N 512
#define SWEEPS 1100
#endif

static double a[N][N], b[N][N];

__attribute__((noinline)) static void
kernel_stencil5 (void)
{
  for (int t = 0; t < SWEEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j]
			   + a[i][j - 1] + a[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  a[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j]
			   + b[i][j - 1] + b[i][j + 1]);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 2024u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	a[i][j] = b[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      }
  kernel_stencil5 ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (1 + (i + 3 * j) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", a[i][j]);
  return 0;
}
