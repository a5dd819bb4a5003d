/* A loop with a conditional reference: a[i + 1] is read only on some
   iterations, a[i] on all of them.  Prints a checksum; with an argument
   "dump" also prints the output array.  */
#include <stdio.h>
#include <string.h>

#ifndef N
#define N 100000
#endif
#ifndef REPS
#define REPS 20
#endif

static int a[N + 1], out[N];

static long
kernel (void)
{
  long s = 0;
  for (int i = 0; i < N; i++)
    {
      int x = 0;
      if (a[i] & 1)
	x = a[i + 1];
      out[i] = x + a[i];
      s += out[i];
    }
  return s;
}

int
main (int argc, char **argv)
{
  unsigned seed = 12345;
  for (int i = 0; i <= N; i++)
    {
      seed = seed * 1103515245u + 12345u;
      a[i] = (seed >> 16) & 1023;
    }
  long total = 0;
  for (int r = 0; r < REPS; r++)
    {
      total += kernel ();
      a[r] ^= 1;
    }
  printf ("checksum %ld\n", total);
  if (argc > 1 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < N; i++)
      printf ("%d\n", out[i]);
  return 0;
}
