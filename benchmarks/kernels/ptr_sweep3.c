/* ptr_sweep3: a 3-point smoothing of y plus a product of neighbouring z
   values, x[i] = 0.2*y[i-1] + 0.3*y[i] + 0.2*y[i+1] + 0.25*z[i]*z[i+1]
   + 0.05 (values stay in [0.05, 1], no underflow), over
   three malloc'ed arrays that take the roles of x, y and z in turn (the
   newest result is the next y, the previous y the next z); the sweep is a
   function whose arrays arrive as plain pointer parameters (no restrict).
   noipa keeps the caller's pointers unknown inside it.
   Pattern: y[i+1] loaded in iteration i is y[i] in i+1 and y[i-1] in
   i+2, z[i+1] is z[i] in i+1; every iteration stores to x[i] in between,
   and x may alias y and z as far as GCC knows.  The arrays are disjoint in
   every call.  -DRESTRICT=restrict builds the same code with
   restrict-qualified parameters for comparison.
   qprop target: run-time alias versioning (a check that x[] overlaps
   neither y[] nor z[] selects a copy of the loop that keeps the reused
   values of y and z in registers).  */
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
#define REPS 500
#else
#define N 20000
#define REPS 30000
#endif

__attribute__((noinline, noipa)) static void
kernel_sweep3 (double *RESTRICT x, const double *RESTRICT y,
	       const double *RESTRICT z, int n)
{
  for (int i = 1; i < n - 1; i++)
    x[i] = 0.2 * y[i - 1] + 0.3 * y[i] + 0.2 * y[i + 1]
      + 0.25 * z[i] * z[i + 1] + 0.05;
}

int
main (int argc, char **argv)
{
  double *a = malloc (N * sizeof (double));
  double *b = malloc (N * sizeof (double));
  double *c = malloc (N * sizeof (double));
  if (!a || !b || !c)
    return 1;
  unsigned s = 8675309u;
  for (int i = 0; i < N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      s = s * 1103515245u + 12345u;
      b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      s = s * 1103515245u + 12345u;
      c[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
    }
  double *x = a, *y = b, *z = c;
  for (int r = 0; r < REPS; r++)
    {
      kernel_sweep3 (x, y, z, N);
      double *t = z;
      z = y;
      y = x;
      x = t;
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += (a[i] + 2.0 * b[i] + 4.0 * c[i]) * (1 + i % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%.17g %.17g %.17g\n", a[i], b[i], c[i]);
  free (a);
  free (b);
  free (c);
  return 0;
}
