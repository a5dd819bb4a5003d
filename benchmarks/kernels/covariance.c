/* covariance: column means and covariance matrix of an M x N data set
   (M samples of N variables, row-major), repeated from the same input.
   Pattern: the mean and covariance loops walk columns (stride N);
   data[i][j1] is loaded again by every j2 iteration (redundant one nest
   level up), and data[i][j2], data[i][j2+1] of consecutive j2 iterations
   share a cache line.
   qprop target: loads redundant across outer-loop iterations, cache-line
   reuse of column accesses across iterations (load aggregation).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define M 64
#define N 48
#define REPS 16
#else
#define M 500
#define N 240
#define REPS 20
#endif

static double data0[M][N], data[M][N], mean[N], cov[N][N];

__attribute__((noinline)) static void
kernel_covariance (void)
{
  for (int j = 0; j < N; j++)
    {
      mean[j] = 0.0;
      for (int i = 0; i < M; i++)
	mean[j] += data0[i][j];
      mean[j] /= M;
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      data[i][j] = data0[i][j] - mean[j];
  for (int j1 = 0; j1 < N; j1++)
    for (int j2 = j1; j2 < N; j2++)
      {
	double s = 0.0;
	for (int i = 0; i < M; i++)
	  s += data[i][j1] * data[i][j2];
	cov[j1][j2] = s / (M - 1);
	cov[j2][j1] = cov[j1][j2];
      }
}

int
main (int argc, char **argv)
{
  unsigned s = 8u;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	data0[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0 + 0.01 * j;
      }
  for (int r = 0; r < REPS; r++)
    kernel_covariance ();
  double sum = 0;
  for (int j = 0; j < N; j++)
    sum += mean[j] * (1 + j % 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += cov[i][j] * (1 + (i + 2 * j) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", mean[j]);
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  printf ("%.17g\n", cov[i][j]);
    }
  return 0;
}
