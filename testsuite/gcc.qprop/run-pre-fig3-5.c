/* Results of the speculative hoisting of pre-fig3-5.c (thesis Fig. 3.5):
   x * 7 moves out of a loop that may run zero times.  Zero, one and many
   iterations must all give the right results, and with zero iterations
   nothing may be written.  The flags keep GCC's LIM and loop header
   copying from handling the loop first (see pre-fig3-5.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-loop-im -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-fig3-5.c"

extern void abort (void);

/* Fig. 3.5 also has x + 3 after the loop, which nothing before computes
   (pre-rule2p.c).  */
__attribute__((noipa)) int
g (int *out, int x, int n)
{
  int i = 0;
  while (i < n)
    {
      out[i] = x * 7 + i;
      i++;
    }
  return x + 3;
}

int
main (void)
{
  int out[8] = { -1, -1, -1, -1, -1, -1, -1, -1 };
  f (out, 6, 0);
  for (int k = 0; k < 8; k++)
    if (out[k] != -1)
      abort ();
  f (out, 6, 1);
  if (out[0] != 42 || out[1] != -1)
    abort ();
  f (out, -3, 8);
  for (int k = 0; k < 8; k++)
    if (out[k] != -21)
      abort ();
  if (g (out, 2, 0) != 5 || out[0] != -21)
    abort ();
  if (g (out, 2, 5) != 5)
    abort ();
  for (int k = 0; k < 5; k++)
    if (out[k] != 14 + k)
      abort ();
  if (out[5] != -21)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: f: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: g: .* eliminated=1 } "qprop-pre" } } */
