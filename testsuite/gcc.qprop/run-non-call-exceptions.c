/* With -fnon-call-exceptions a load or a division may throw, which ends
   the path: a trapping division that both arms compute later must not be
   inserted ahead of a load that may throw, nor a load carried across
   one.  Run at every torture level with every qprop pass.  */
/* { dg-do run } */
/* { dg-options "-fnon-call-exceptions -fplugin-arg-qprop-dump=qprop-pre" } */

#include <stdlib.h>

__attribute__((noipa)) int
f (int *p, int a, int b, int c)
{
  int r = 0;
  if (c)
    r = a / b;
  r += *p;
  r += a / b;
  return r;
}

__attribute__((noipa)) int
g (const int *p, int n, int d)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += p[i - 1] / d;
      s ^= p[i + 1];
      s += p[i];
    }
  return s;
}

int
main (void)
{
  int x = 5, q[40];
  for (int i = 0; i < 40; i++)
    q[i] = i * 7 - 11;
  if (f (&x, 17, 3, 1) != 5 + 5 + 5 || f (&x, 17, 3, 0) != 5 + 5)
    abort ();
  int s = 0;
  for (int i = 1; i < 38; i++)
    {
      s += q[i - 1] / 3;
      s ^= q[i + 1];
      s += q[i];
    }
  if (g (q, 38, 3) != s)
    abort ();
  return 0;
}

/* In the build that ran, at every level, qprop-pre asked about g's
   expressions and inserted nothing.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: g: candidates=12 .* queries=2 .* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
