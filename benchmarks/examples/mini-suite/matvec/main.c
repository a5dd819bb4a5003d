/* mini-suite example: dense matrix-vector products.
   usage: matvec N REPS [dump]
   Prints "checksum <sum of y>"; with "dump" also every element of y.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void kernel_matvec (int n, const double *a, const double *x, double *y);

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: %s N REPS [dump]\n", argv[0]);
      return 2;
    }
  int n = atoi (argv[1]), reps = atoi (argv[2]);
  double *a = malloc (sizeof (double) * n * n);
  double *x = malloc (sizeof (double) * n);
  double *y = malloc (sizeof (double) * n);
  if (!a || !x || !y)
    return 1;
  for (int i = 0; i < n; i++)
    {
      x[i] = 1.0 / (i + 1);
      for (int j = 0; j < n; j++)
	a[i * n + j] = ((i * 31 + j * 17) % 23) / 23.0 - 0.5;
    }
  for (int r = 0; r < reps; r++)
    {
      kernel_matvec (n, a, x, y);
      /* feed the result back, scaled, so every repetition does work */
      for (int i = 0; i < n; i++)
	x[i] = y[i] * 0.5 + 1.0 / (i + 1);
    }
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += y[i];
  printf ("checksum %.12e\n", sum);
  if (argc > 3 && strcmp (argv[3], "dump") == 0)
    for (int i = 0; i < n; i++)
      printf ("%d %.15e\n", i, y[i]);
  free (a);
  free (x);
  free (y);
  return 0;
}
