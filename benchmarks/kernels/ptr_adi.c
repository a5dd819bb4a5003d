/* ptr_adi: an ADI-like time step on n x n grids stored row by row
   (u[i*n+j]), simplified from PolyBench adi: a row sweep (a tridiagonal
   forward recurrence along each row j = 1..n-2, explicit part from the
   rows above and below, then back-substitution) computes v from u, and a
   column sweep (the same recurrence along the columns, i = 1..n-2, done
   for all columns at once, explicit part from the left and right
   neighbours) computes u from v.  p and q are the recurrence's scratch
   grids.  All four grids are malloc'ed and arrive at the sweeps as plain
   pointer parameters (no restrict); noipa keeps the caller's pointers
   unknown inside them.
   Pattern: row sweep: p[i*n+j-1] and q[i*n+j-1] stored in iteration j-1
   are loaded in j, v[i*n+j+1] stored in the back-substitution's previous
   iteration is loaded in the next; column sweep: v[i*n+j+1] loaded in
   iteration j is v[i*n+j] in j+1 and v[i*n+j-1] in j+2.  Stores to p, q,
   u or v come in between, and they may alias each other and the grid
   read as far as GCC knows.  The grids are disjoint in every call.
   -DRESTRICT=restrict builds the same code with restrict-qualified
   parameters for comparison.
   qprop target: run-time alias versioning (a no-alias copy of each loop,
   selected by a check of the address ranges, in which the values stored
   or loaded by the previous iteration stay in registers).  */
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
#define STEPS 40
#else
#define N 512
#define STEPS 100
#endif

/* -0.5 x[k-1] + 2 x[k] - 0.5 x[k+1] = 0.25 w[k-1] + 0.5 w[k] + 0.25 w[k+1]
   (diagonally dominant: the values stay bounded).  */
#define CA (-0.5)
#define CB 2.0
#define CC (-0.5)
#define CD (-0.25)
#define CF (-0.25)

__attribute__((noinline, noipa)) static void
kernel_adi_rows (double *RESTRICT v, double *RESTRICT p, double *RESTRICT q,
		 const double *RESTRICT u, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      v[i * n] = 1.0;
      p[i * n] = 0.0;
      q[i * n] = 1.0;
      for (int j = 1; j < n - 1; j++)
	{
	  double den = CA * p[i * n + j - 1] + CB;
	  p[i * n + j] = -CC / den;
	  q[i * n + j] = (-CD * u[(i - 1) * n + j]
			  + (1.0 + 2.0 * CD) * u[i * n + j]
			  - CF * u[(i + 1) * n + j]
			  - CA * q[i * n + j - 1]) / den;
	}
      v[i * n + n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--)
	v[i * n + j] = p[i * n + j] * v[i * n + j + 1] + q[i * n + j];
    }
}

__attribute__((noinline, noipa)) static void
kernel_adi_cols (double *RESTRICT u, double *RESTRICT p, double *RESTRICT q,
		 const double *RESTRICT v, int n)
{
  for (int j = 1; j < n - 1; j++)
    {
      u[j] = 1.0;
      p[j] = 0.0;
      q[j] = 1.0;
    }
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      {
	double den = CA * p[(i - 1) * n + j] + CB;
	p[i * n + j] = -CC / den;
	q[i * n + j] = (-CD * v[i * n + j - 1]
			+ (1.0 + 2.0 * CD) * v[i * n + j]
			- CF * v[i * n + j + 1]
			- CA * q[(i - 1) * n + j]) / den;
      }
  for (int j = 1; j < n - 1; j++)
    u[(n - 1) * n + j] = 1.0;
  for (int i = n - 2; i >= 1; i--)
    for (int j = 1; j < n - 1; j++)
      u[i * n + j] = p[i * n + j] * u[(i + 1) * n + j] + q[i * n + j];
}

int
main (int argc, char **argv)
{
  double *u = malloc (N * N * sizeof (double));
  double *v = malloc (N * N * sizeof (double));
  double *p = malloc (N * N * sizeof (double));
  double *q = malloc (N * N * sizeof (double));
  if (!u || !v || !p || !q)
    return 1;
  unsigned s = 1414213u;
  for (int i = 0; i < N * N; i++)
    {
      s = s * 1103515245u + 12345u;
      u[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      s = s * 1103515245u + 12345u;
      v[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      p[i] = q[i] = 0.0;
    }
  for (int t = 0; t < STEPS; t++)
    {
      kernel_adi_rows (v, p, q, u, N);
      kernel_adi_cols (u, p, q, v, N);
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (u[i * N + j] + 2.0 * v[i * N + j]) * (1 + (i + 2 * j) % 7);
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N * N; i++)
      printf ("%.17g %.17g\n", u[i], v[i]);
  free (u);
  free (v);
  free (p);
  free (q);
  return 0;
}
