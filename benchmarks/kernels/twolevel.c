/* twolevel: references redundant two loop-nest levels apart.  b[i] is
   loaded in the outer loop and again, under a data-dependent condition,
   in the innermost loop of a doubly nested inner nest; c[i][j] is loaded
   in the middle loop and again in the innermost loop; the stores in the
   nest go to other arrays.
   Pattern: the inner b[i] and c[i][j] loads sit on the two arms of a
   data-dependent branch (so they are not always executed in the inner
   loop) and are fully redundant with the loads one and two levels up; the
   memory state reaching them passes two loop headers and the stores to
   z[] and y[][].
   qprop target: query-propagation PRE across nest levels (availability
   from an enclosing loop's body, through two loop headers).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NI 64
#define NJ 32
#define NK 64
#define REPS 6
#else
#define NI 256
#define NJ 64
#define NK 128
#define REPS 150
#endif

static double b[NI], c[NI][NJ], x[NJ][NK], y[NI][NJ], z[NI];

__attribute__((noinline)) static void
kernel_twolevel (void)
{
  for (int r = 0; r < REPS; r++)
    for (int i = 0; i < NI; i++)
      {
	double bi = b[i];
	z[i] = 0.5 * (z[i] + bi);
	for (int j = 0; j < NJ; j++)
	  {
	    int jj = (j + r) % NJ;
	    double acc = c[i][j];
	    for (int k = 0; k < NK; k++)
	      {
		double v = x[jj][k];
		if (v > 0.5)
		  acc += v * b[i];
		else
		  acc -= 0.25 * c[i][j];
	      }
	    y[i][j] = acc;
	  }
	b[i] = 0.5 + 0.25 * (bi + y[i][r % NJ] / (NK + 1.0));
      }
}

int
main (int argc, char **argv)
{
  unsigned s = 42u;
  for (int i = 0; i < NI; i++)
    {
      s = s * 1103515245u + 12345u;
      b[i] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      for (int j = 0; j < NJ; j++)
	{
	  s = s * 1103515245u + 12345u;
	  c[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0;
	}
    }
  for (int j = 0; j < NJ; j++)
    for (int k = 0; k < NK; k++)
      {
	s = s * 1103515245u + 12345u;
	x[j][k] = (double) ((s >> 16) & 0x7fff) / 32768.0;
      }
  kernel_twolevel ();
  double sum = 0;
  for (int i = 0; i < NI; i++)
    {
      sum += b[i] + 3.0 * z[i];
      for (int j = 0; j < NJ; j++)
	sum += y[i][j] * (1 + (i + j) % 5);
    }
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int i = 0; i < NI; i++)
	printf ("%.17g %.17g\n", b[i], z[i]);
      for (int i = 0; i < NI; i++)
	for (int j = 0; j < NJ; j++)
	  printf ("%.17g\n", y[i][j]);
    }
  return 0;
}
