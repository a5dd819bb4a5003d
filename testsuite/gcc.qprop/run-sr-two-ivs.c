/* sr-two-ivs.c, run at every torture level.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-two-ivs.c"

extern void abort (void);

__attribute__((noipa, optimize ("O0"))) static unsigned
ref_two_ivs (const unsigned *a, unsigned *out, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      out[i] = a[i + 1] - a[i];
      s += a[i + 1] ^ (a[i] << 1);
    }
  return s;
}

int
main (void)
{
  static unsigned a[70], o1[70], o2[70];
  unsigned x = 12345u;
  for (int n = 0; n < 69; n += (n < 5 ? 1 : 7))
    {
      for (int i = 0; i < 70; i++)
	{
	  x = x * 1103515245u + 12345u;
	  a[i] = x >> 8;
	  o1[i] = o2[i] = i;
	}
      if (two_ivs (a, o1, n) != ref_two_ivs (a, o2, n))
	abort ();
      for (int i = 0; i < 70; i++)
	if (o1[i] != o2[i])
	  abort ();
    }
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: two_ivs: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
