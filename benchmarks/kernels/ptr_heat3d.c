/* ptr_heat3d: explicit 3-D heat equation, 7-point stencil on n x n x n
   grids stored as A[(i*n+j)*n+k], two malloc'ed grids used in turn; the
   sweep is a function whose grids arrive as plain pointer parameters (no
   restrict).  noipa keeps the caller's pointers unknown inside it.
   Pattern: A[..+k+1] loaded in iteration k is A[..+k] in k+1 and
   A[..+k-1] in k+2; planes i-1, i, i+1 and rows j-1, j, j+1 are reused by
   later outer-loop iterations; every iteration stores to B[..+k] in
   between, and B may alias A as far as GCC knows.  The grids are disjoint
   in every call.  -DRESTRICT=restrict builds the same code with
   restrict-qualified parameters for comparison.
   qprop target: run-time alias versioning (a no-alias copy of the
   innermost loop, selected by a check of the address ranges, with the
   loads reused across iterations kept in registers).  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef RESTRICT
#define RESTRICT
#endif

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

__attribute__((noinline, noipa)) static void
kernel_heat3d (double *RESTRICT B, const double *RESTRICT A, int n)
{
  const double c = 0.125;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
	B[(i * n + j) * n + k] = A[(i * n + j) * n + k]
	  + c * (A[((i + 1) * n + j) * n + k] - 2.0 * A[(i * n + j) * n + k]
		 + A[((i - 1) * n + j) * n + k])
	  + c * (A[(i * n + j + 1) * n + k] - 2.0 * A[(i * n + j) * n + k]
		 + A[(i * n + j - 1) * n + k])
	  + c * (A[(i * n + j) * n + k + 1] - 2.0 * A[(i * n + j) * n + k]
		 + A[(i * n + j) * n + k - 1]);
}

int
main (int argc, char **argv)
{
  double *a = malloc (N * N * N * sizeof (double));
  double *b = malloc (N * N * N * sizeof (double));
  if (!a || !b)
    return 1;
  unsigned s = 31337u;
  for (int i = 0; i < N * N * N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
    }
  for (int t = 0; t < STEPS; t++)
    {
      kernel_heat3d (b, a, N);
      kernel_heat3d (a, b, N);
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	sum += a[(i * N + j) * N + k] * (1 + (i + 2 * j + 3 * k) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N * N * N; i++)
      printf ("%.17g\n", a[i]);
  free (a);
  free (b);
  return 0;
}
