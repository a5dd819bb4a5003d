/* A self-checking omp simd loop with a divergent inner loop (each lane's
   Collatz chain has its own length): the fake corpus program of
   scripts/check-simd-corpus.sh.  Prints the chain lengths' sum, a timing
   line (not compared) and "ok"; exits 1 when the vector loop's answer
   differs from the reference loop's.  -DWRONG breaks the reference, so
   that the plain build fails its own check (the script must say SKIP).  */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
static unsigned start[N], steps[N];

__attribute__((noipa)) static void
chains (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = start[i], k = 0;
      while (x > 1u && k < 500u)
	{
	  x = (x & 1u) ? 3u * x + 1u : x >> 1;
	  k++;
	}
      steps[i] = k;
    }
}

__attribute__((noipa)) static unsigned
reference (unsigned x)
{
  unsigned k = 0;
  for (; x > 1u && k < 500u; k++)
    x = (x & 1u) ? 3u * x + 1u : x >> 1;
#ifdef WRONG
  k++;
#endif
  return k;
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : N;
  if (n < 0 || n > N)
    n = N;
  unsigned long sum = 0;
  for (int i = 0; i < N; i++)
    start[i] = (unsigned) i * 7u + 1u;
  chains (n);
  for (int i = 0; i < n; i++)
    {
      if (steps[i] != reference (start[i]))
	{
	  printf ("lane %d: %u steps, expected %u\n", i, steps[i],
		  reference (start[i]));
	  return 1;
	}
      sum += steps[i];
    }
  printf ("steps %lu\n", sum);
  printf ("time 0.%03d s\n", rand () % 1000);
  printf ("ok\n");
  return 0;
}
