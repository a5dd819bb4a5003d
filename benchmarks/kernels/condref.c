/* condref: conditional references inside loops, conditions taken from
   pseudo-random data (integer arithmetic, wrapping unsigned).
   Pattern: (1) A[i+1] is loaded only when a data-dependent condition holds,
   A[i] on every iteration: the unconditional load of iteration i+1 is
   partially redundant with the conditional load of iteration i;
   (2) A[i] is loaded on one arm of an if and again after the join;
   (3) A[i] is stored on one arm and loaded after the join (the stored
   value is available on one path only).
   qprop target: PRE of partially redundant loads, across iterations and
   across the arms of a conditional (speculation-free insertion).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 10000
#define REPS 80
#else
#define N 200000
#define REPS 700
#endif

static unsigned A[N + 1], B[N + 1], out[N];

__attribute__((noinline)) static void
kernel_condref (void)
{
  for (int r = 0; r < REPS; r++)
    {
      for (int i = 0; i < N; i++)	/* (1) */
	{
	  unsigned x = 0;
	  if (B[i] & 1)
	    x = A[i + 1];
	  out[i] = x + A[i] * 3u;
	}
      for (int i = 0; i < N; i++)	/* (2) */
	{
	  unsigned y;
	  if (out[i] & 2)
	    y = A[i] >> 1;
	  else
	    y = B[i] + 7u;
	  B[i] = (y ^ A[i]) & 0xffffu;
	}
      for (int i = 0; i < N; i++)	/* (3) */
	{
	  if (B[i] > out[i] % 65536u)
	    A[i] = (A[i] + out[i]) & 0xffffu;
	  out[i] = out[i] * 5u + A[i];
	}
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 12345u;
  for (int i = 0; i <= N; i++)
    {
      s = s * 1103515245u + 12345u;
      A[i] = (s >> 16) & 0xffffu;
      s = s * 1103515245u + 12345u;
      B[i] = (s >> 16) & 0xffffu;
    }
  kernel_condref ();
  unsigned long long sum = 0;
  for (int i = 0; i < N; i++)
    sum += (unsigned long long) out[i] * (unsigned) (1 + i % 7) + A[i] + B[i];
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%u %u %u\n", out[i], A[i], B[i]);
  return 0;
}
