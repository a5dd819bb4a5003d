/* mayalias: loops in functions whose pointer arguments may alias; each
   function is called both with disjoint arrays and with overlapping ones
   (x == z, x one element past y, an accumulator inside the output array).
   Wrapping unsigned integer arithmetic.  noipa keeps the call sites'
   pointers unknown inside the functions (no cloning for constants).
   Pattern: z[i] and y[i] are loaded again after the store to x[i]; *acc is
   loaded after each store to q[i]; nothing may be kept in a register
   across a store unless the pointers are proven distinct.
   qprop target: alias-correct PRE / scalar replacement: loads that look
   redundant but must be reloaded after each store through a pointer that
   may alias (a miscompile shows in the overlapping calls).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 4000
#define REPS 40
#else
#define N 100000
#define REPS 400
#endif

static unsigned u[N + 2], v[N + 2], w[N + 2], q[N + 2];

__attribute__((noinline, noipa)) static void
kernel_mix (unsigned *x, unsigned *y, const unsigned *z, int n)
{
  for (int i = 0; i < n; i++)
    {
      x[i] = (y[i] + z[i]) * 2654435761u;
      y[i] = y[i] + (z[i] >> 3) + (x[i] >> 7);
      x[i + 1] = x[i + 1] ^ (y[i] << 1);
    }
}

__attribute__((noinline, noipa)) static void
kernel_scan (unsigned *acc, unsigned *out, const unsigned *in, int n)
{
  for (int i = 0; i < n; i++)
    {
      *acc += in[i];
      out[i] = *acc ^ (in[i] >> 2);
      *acc = *acc * 3u + (out[i] & 7u);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 161803u;
  for (int i = 0; i < N + 2; i++)
    {
      s = s * 1103515245u + 12345u;
      u[i] = s;
      s = s * 1103515245u + 12345u;
      v[i] = s;
      w[i] = (unsigned) i * 40503u;
    }
  for (int r = 0; r < REPS; r++)
    {
      kernel_mix (u, v, w, N);		/* disjoint */
      kernel_mix (w, v, w, N);		/* x == z */
      kernel_mix (v + 1, v, u, N);	/* x one past y */
      kernel_scan (&q[N + 1], q, u, N);	/* acc outside the range written */
      kernel_scan (&q[N / 2], q, v, N);	/* acc inside out[] */
      kernel_scan (&u[N / 3], w, u, N);	/* acc inside in[] */
    }
  unsigned long long sum = 0;
  for (int i = 0; i < N + 2; i++)
    sum += (unsigned long long) u[i] + 3ull * v[i] + 5ull * w[i] + 7ull * q[i];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N + 2; i++)
      printf ("%u %u %u %u\n", u[i], v[i], w[i], q[i]);
  return 0;
}
