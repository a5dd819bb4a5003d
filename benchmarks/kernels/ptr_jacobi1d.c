/* ptr_jacobi1d: 1-D Jacobi relaxation, 3-point stencil, two malloc'ed
   arrays used in turn; the sweep is a function whose arrays arrive as
   plain pointer parameters (no restrict), as most C code passes them.
   noipa keeps the caller's pointers unknown inside the function.
   Pattern: in[i+1] loaded in iteration i is in[i] in i+1 and in[i-1] in
   i+2, but each iteration stores to out[i] in between, and out may alias
   in as far as GCC knows, so every iteration loads all three again.  The
   arrays are disjoint in every call.  -DRESTRICT=restrict builds the same
   code with restrict-qualified parameters for comparison.
   qprop target: run-time alias versioning (check that out[] does not
   overlap in[], then run a copy of the loop that keeps the two previous
   values in registers).  */
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
#define N 4000
#define STEPS 250
#else
#define N 20000
#define STEPS 30000
#endif

__attribute__((noinline, noipa)) static void
kernel_step (double *RESTRICT out, const double *RESTRICT in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0 / 3.0);
}

int
main (int argc, char **argv)
{
  double *a = malloc (N * sizeof (double));
  double *b = malloc (N * sizeof (double));
  if (!a || !b)
    return 1;
  unsigned s = 12345u;
  for (int i = 0; i < N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
    }
  for (int t = 0; t < STEPS; t++)
    {
      kernel_step (b, a, N);
      kernel_step (a, b, N);
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i] * (1 + i % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%.17g\n", a[i]);
  free (a);
  free (b);
  return 0;
}
