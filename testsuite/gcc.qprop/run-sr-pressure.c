/* sr-pressure.c, run at every torture level against an -O0
   reference, for every n from 0 to 20 and N.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-pressure.c"

extern void abort (void);

static unsigned seed = 99;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (double) ((int) ((seed >> 16) % 2001u) - 1000) * 0.25;
}

static double rb[N], rout[12];

__attribute__((noipa, optimize ("O0"))) static void
reference (int k, int n)
{
  double s[12] = { 0 };
  for (int i = 0; i < N; i++)
    rb[i] = b[i];
  for (int j = 0; j < 12; j++)
    rout[j] = out[j];
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < k; j++)
	s[j] += x[j][i];
      rb[i] = a[i] - a[i - 1];
    }
  for (int j = 0; j < k; j++)
    rout[j] = s[j];
}

int
main (void)
{
  for (int k = 4; k <= 10; k += 6)
    for (int n = 0; n <= 21; n++)
      {
	int size = n == 21 ? N : n;
	for (int i = 0; i < N; i++)
	  {
	    a[i] = rnd ();
	    b[i] = rnd ();
	    for (int j = 0; j < 12; j++)
	      x[j][i] = rnd ();
	  }
	for (int j = 0; j < 12; j++)
	  out[j] = rnd ();
	reference (k, size);
	if (k == 4)
	  light (size);
	else
	  busy (size);
	for (int i = 0; i < N; i++)
	  if (b[i] != rb[i])
	    abort ();
	for (int j = 0; j < 12; j++)
	  if (out[j] != rout[j])
	    abort ();
      }
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: light: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
