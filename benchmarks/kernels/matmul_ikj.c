/* matmul_ikj: dense matrix multiply C += A * B, loop order i, k, j.
   Pattern: all inner-loop accesses are unit stride along rows (C[i][*]
   and B[k][*]); A[i][k] is invariant in the inner loop; the row C[i][*]
   is loaded and stored again by every k iteration.
   qprop target: loop-invariant load of A[i][k], redundancy of C[i][j]
   loads across k iterations (same addresses, one nest level up), the
   cache-friendly baseline for the other two orders.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 64
#define REPS 16
#else
#define N 256
#define REPS 130
#endif

static double A[N][N], B[N][N], C[N][N];

__attribute__((noinline)) static void
kernel_matmul_ikj (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
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
    kernel_matmul_ikj ();
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
