/* ptr_jacobi2d: 2-D Jacobi relaxation, 5-point stencil on n x n grids
   stored row by row (in[i*n+j]), two malloc'ed grids used in turn; the
   sweep is a function whose grids arrive as plain pointer parameters (no
   restrict).  noipa keeps the caller's pointers unknown inside it.
   Pattern: in[i*n+j+1] loaded in iteration j is in[i*n+j] in j+1 and
   in[i*n+j-1] in j+2; rows i-1, i, i+1 are read by three consecutive
   iterations of the outer loop; every iteration stores to out[i*n+j] in
   between, and out may alias in as far as GCC knows.  The grids are
   disjoint in every call.  -DRESTRICT=restrict builds the same code with
   restrict-qualified parameters for comparison.
   qprop target: run-time alias versioning (a no-alias copy of the inner
   loop, selected by a check of the address ranges, in which the loads
   reused across iterations stay in registers).  */
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
#define N 96
#define SWEEPS 150
#else
#define N 512
#define SWEEPS 1100
#endif

__attribute__((noinline, noipa)) static void
kernel_jacobi2d (double *RESTRICT out, const double *RESTRICT in, int n)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.2 * (in[i * n + j] + in[(i - 1) * n + j]
			      + in[(i + 1) * n + j] + in[i * n + j - 1]
			      + in[i * n + j + 1]);
}

int
main (int argc, char **argv)
{
  double *a = malloc (N * N * sizeof (double));
  double *b = malloc (N * N * sizeof (double));
  if (!a || !b)
    return 1;
  unsigned s = 2718281u;
  for (int i = 0; i < N * N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
    }
  for (int t = 0; t < SWEEPS; t++)
    {
      kernel_jacobi2d (b, a, N);
      kernel_jacobi2d (a, b, N);
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i * N + j] * (1 + (i + 2 * j) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N * N; i++)
      printf ("%.17g\n", a[i]);
  free (a);
  free (b);
  return 0;
}
