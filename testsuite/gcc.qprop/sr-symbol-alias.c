/* qprop-sr and a symbol alias (the loop of run-symbol-alias.c): the store
   to b[i + 1] may write a[i + 1], since b is declared an alias of a, so
   the a[i + 1] loaded before it is not carried to the next iteration's
   a[i]: the store kills the query and nothing is replaced.  */
/* { dg-do compile } */
/* { dg-require-alias "" } */
/* { dg-options "-O2 -fno-predictive-commoning -fno-tree-vectorize -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

unsigned a[66];
extern unsigned b[66] __attribute__ ((alias ("a")));

unsigned
f (int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i + 1];
      b[i + 1] = s * 3 + 1;
      s ^= a[i];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: f: .* kills=[1-9][0-9]* .* replaced=0 } "qprop-sr" } } */
