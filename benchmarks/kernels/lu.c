/* lu: LU decomposition without pivoting (Doolittle, in place) of a
   diagonally dominant matrix, repeated on scaled copies of one input.
   Pattern: the pivot a[k][k] is loaded for every row i; a[i][k] is
   stored and then read in every inner iteration; the pivot row a[k][*] is
   reread by every i iteration (same cache lines, one nest level up).
   qprop target: loop-invariant and partially redundant loads next to
   stores that may alias (scalar replacement needs the dependence test),
   cache-line reuse of the pivot row across outer iterations.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 64
#define REPS 100
#else
#define N 400
#define REPS 45
#endif

static double a0[N][N], a[N][N];

__attribute__((noinline)) static void
kernel_lu (double scale)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = a0[i][j] * scale;
  for (int k = 0; k < N; k++)
    for (int i = k + 1; i < N; i++)
      {
	a[i][k] = a[i][k] / a[k][k];
	for (int j = k + 1; j < N; j++)
	  a[i][j] = a[i][j] - a[i][k] * a[k][j];
      }
}

int
main (int argc, char **argv)
{
  unsigned s = 5u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	a0[i][j] = (double) ((int) ((s >> 16) & 0x7fff) - 16384) / 16384.0;
      }
  for (int i = 0; i < N; i++)
    a0[i][i] += N;		/* strictly diagonally dominant */
  for (int r = 0; r < REPS; r++)
    kernel_lu (1.0 + r / 64.0);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (1 + (i + 3 * j) % 5);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", a[i][j]);
  return 0;
}
