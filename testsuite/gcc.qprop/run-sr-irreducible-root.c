/* sr-irreducible-root.c, run at every torture level against an
   -O0 reference, entering the cycle at either label, for every m from 0
   to 40.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-irreducible-root.c"

extern void abort (void);

static int rout[64];

__attribute__((noipa, optimize ("O0"))) static void
reference (int m, int k)
{
  int i = 1;
  if (k)
    goto inside;
top:
  rout[i] = g[i - 1];
inside:
  rout[i + 1] = g[i] * 3;
  i++;
  if (i < m)
    goto top;
}

int
main (void)
{
  unsigned seed = 5;
  for (int k = 0; k < 2; k++)
    for (int m = 0; m <= 40; m++)
      {
	for (int i = 0; i < 64; i++)
	  {
	    seed = seed * 1103515245u + 12345u;
	    g[i] = (int) (seed >> 16) % 1000;
	    out[i] = rout[i] = -1;
	  }
	reference (m, k);
	f (3, m, k);
	for (int i = 0; i < 64; i++)
	  if (out[i] != rout[i])
	    abort ();
      }
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: f: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
