/* irreducible: array work in a loop made irreducible with goto: the loop
   body has two entries (the top, and the middle label `mid'), chosen per
   repetition from the data.  Wrapping unsigned integer arithmetic.  The
   trip count is a run-time parameter (noipa keeps it unknown inside the
   function), so that no jump threading can peel the second entry away.
   Pattern: a[i+1] loaded in the second half of iteration i is a[i] in the
   first half of iteration i+1; b[i] is loaded in both halves with a store
   to a[] in between; the cycle has no single header.
   qprop target: the passes must either handle or safely skip irreducible
   regions (no loop structure, PRE over a cyclic region without a
   preheader); redundant loads across the two halves.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 10000
#define REPS 60
#else
#define N 200000
#define REPS 900
#endif

static unsigned a[N + 1], b[N], c[N];

__attribute__((noinline, noipa)) static unsigned
kernel_irreducible (unsigned seed, int n)
{
  unsigned h = seed;
  for (int r = 0; r < REPS; r++)
    {
      int i = 0;
      unsigned carry = (unsigned) r;
      if ((a[r % n] ^ h) & 1)
	goto mid;		/* second entry into the loop body */
    top:
      a[i] = a[i] * 5u + (b[i] >> 2) + carry;
      carry = a[i] >> 29;
    mid:
      c[i] = c[i] + (a[i + 1] ^ b[i]);
      b[i] = b[i] + (c[i] >> 3) + a[i + 1];
      if (++i < n)
	goto top;
      h = h * 31u + c[n - 1] + a[0];
    }
  return h;
}

int
main (int argc, char **argv)
{
  unsigned s = 271828u;
  for (int i = 0; i <= N; i++)
    {
      s = s * 1103515245u + 12345u;
      a[i] = s >> 8;
      if (i < N)
	{
	  s = s * 1103515245u + 12345u;
	  b[i] = s >> 8;
	  c[i] = (unsigned) i;
	}
    }
  unsigned h = kernel_irreducible (7u, N);
  unsigned long long sum = h;
  for (int i = 0; i < N; i++)
    sum += (unsigned long long) a[i] * (unsigned) (1 + i % 5) + b[i] + c[i];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      printf ("%u\n", h);
      for (int i = 0; i < N; i++)
	printf ("%u %u %u\n", a[i], b[i], c[i]);
    }
  return 0;
}
