/* jacobi1d: 1-D Jacobi relaxation, 3-point stencil, two arrays used in turn.
   Pattern: every element of the input array is loaded by three consecutive
   iterations (as a[i+1], then a[i], then a[i-1]).
   qprop target: redundant loads across loop iterations (PRE-based scalar
   replacement keeps the two previous values in registers).  */
#include <stdio.h>
#include <string.h>

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

static double a[N], b[N];

__attribute__((noinline)) static void
kernel_jacobi1d (void)
{
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3.0);
      for (int i = 1; i < N - 1; i++)
	a[i] = (b[i - 1] + b[i] + b[i + 1]) * (1.0 / 3.0);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 12345u;
  for (int i = 0; i < N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
    }
  kernel_jacobi1d ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i] * (1 + i % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%.17g\n", a[i]);
  return 0;
}
