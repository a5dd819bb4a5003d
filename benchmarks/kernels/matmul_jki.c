/* matmul_jki: dense matrix multiply C += A * B, loop order j, k, i.
   Pattern: the inner loop walks columns C[*][j] and A[*][k] (stride N,
   a new cache line per access) while B[k][j] is invariant; neighbouring
   j and k iterations touch the same cache lines again.
   qprop target: loop-invariant load of B[k][j], cache-line reuse of
   column accesses across outer iterations (load aggregation), the
   cache-hostile order of the three.  */
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
#define REPS 7
#endif

static double A[N][N], B[N][N], C[N][N];

__attribute__((noinline)) static void
kernel_matmul_jki (void)
{
  for (int j = 0; j < N; j++)
    for (int k = 0; k < N; k++)
      for (int i = 0; i < N; i++)
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
    kernel_matmul_jki ();
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
