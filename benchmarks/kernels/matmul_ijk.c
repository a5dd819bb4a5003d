/* matmul_ijk: dense matrix multiply C += A * B, loop order i, j, k.
   Pattern: the inner loop reads A[i][k] along a row and B[k][j] down a
   column (stride N); C[i][j] is loaded and stored in every inner
   iteration at the same address; A[i][*] is reused by every j iteration.
   qprop target: loop-invariant load/store of C[i][j] (scalar
   replacement), column-wise B accesses that touch a new cache line each
   iteration (load aggregation / cache-line reuse across j).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 64
#define REPS 8
#else
#define N 256
#define REPS 28
#endif

static double A[N][N], B[N][N], C[N][N];

__attribute__((noinline)) static void
kernel_matmul_ijk (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	C[i][j] += A[i][k] * B[k][j];
}

int
main (int argc, char **argv)
{
  unsigned s = 1u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s = s * 1103515245u + 12345u;
	A[i][j] = (double) ((int) ((s >> 16) & 0x7fff) - 16384) / 16384.0;
	s = s * 1103515245u + 12345u;
	B[i][j] = (double) ((int) ((s >> 16) & 0x7fff) - 16384) / 16384.0;
      }
  for (int r = 0; r < REPS; r++)
    kernel_matmul_ijk ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + 2 * j) % 5);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	printf ("%.17g\n", C[i][j]);
  return 0;
}
