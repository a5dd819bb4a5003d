/* sr-unroll.c, run at every torture level against -O0 references:
   every n from 0 to 40 (each remainder of an unroll by 2 or 3, and the
   zero-trip loops) and N, with new random inputs each time, so that a
   value carried from the wrong copy of an unrolled body, or a remainder
   loop that restarts the rotation wrongly, gives a wrong element.
   exits gets values below -900 so that its break is taken at varying
   points.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-unroll.c"

extern void abort (void);

static unsigned seed = 4242;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (double) ((int) ((seed >> 16) % 2001u) - 1000) * 0.5;
}

static double rb[N], rg[N][N];

__attribute__((noipa, optimize ("O0"))) static void
reference (int which, int n, int m)
{
  for (int i = 0; i < N; i++)
    rb[i] = b[i];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      rg[i][j] = g[i][j];
  switch (which)
    {
    case 0:
      for (int i = 0; i < n - 1; i++)
	rb[i] = a[i + 1] - a[i];
      break;
    case 1:
      for (int i = 1; i < n - 1; i++)
	rb[i] = a[i - 1] + a[i + 1];
      break;
    case 2:
      for (int i = 1; i < n; i++)
	rb[i] = 3.0 * a[i - 1] + a[i];
      break;
    case 3:
      for (int i = 0; i < n - 1; i++)
	{
	  if (a[i + 1] < -900.0)
	    break;
	  rb[i] = a[i + 1] - a[i];
	}
      break;
    case 4:
      for (int i = 1; i < n - 1; i++)
	{
	  double x = a[i + 1];
	  rb[i] = x * 3.0;
	  for (int j = 0; j < m; j++)
	    rg[i][j] = a[i - 1] * h[j];
	}
      break;
    }
}

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = rnd ();
      b[i] = rnd ();
      h[i] = rnd ();
      for (int j = 0; j < N; j++)
	g[i][j] = rnd ();
    }
}

static void
check (void)
{
  for (int i = 0; i < N; i++)
    {
      if (b[i] != rb[i])
	abort ();
      for (int j = 0; j < N; j++)
	if (g[i][j] != rg[i][j])
	  abort ();
    }
}

int
main (void)
{
  for (int which = 0; which < 5; which++)
    for (int n = 0; n <= 41; n++)
      {
	int size = n == 41 ? N : n;
	int m = (n * 7) % 13;
	fill ();
	reference (which, size, m);
	switch (which)
	  {
	  case 0: rot1 (size); break;
	  case 1: rot2 (size); break;
	  case 2: nocopy (size); break;
	  case 3: exits (size); break;
	  case 4: outer_level (size, m); break;
	  }
	check ();
      }
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: rot1: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: rot2: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: nocopy: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: exits: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: outer_level: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
