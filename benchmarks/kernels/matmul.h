/* matmul: dense matrix multiply C += A * B, repeated REPS times, on N x N
   matrices of doubles.  This header holds the host-side code shared by
   matmul_ijk.c, matmul_ikj.c and matmul_jki.c, which differ only in the loop
   order of the kernel and in REPS: each defines MATMUL_REPS_SMALL and
   MATMUL_REPS_LARGE (REPS at BENCH_SIZE 0 and 1) before including this
   header, then the kernel, and calls matmul_main from main.  */
#ifndef MATMUL_H
#define MATMUL_H

#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 64
#define REPS MATMUL_REPS_SMALL
#else
#define N 256
#define REPS MATMUL_REPS_LARGE
#endif

static double A[N][N], B[N][N], C[N][N];

/* Fills A and B, runs KERNEL REPS times, prints the weighted checksum of C
   and, with the `dump' argument, C itself.  */
static inline int
matmul_main (int argc, char **argv, void (*kernel) (void))
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
    kernel ();
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

#endif /* MATMUL_H */
