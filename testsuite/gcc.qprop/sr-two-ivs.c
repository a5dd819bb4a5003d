/* Two pointers walk the same array one element apart.  Neither pointer is
   a leaf of the address forms: each is its value on entry plus 4 times
   the loop's iteration number, so *q in one iteration and *p in the
   previous one have the same form, and *q is the value *p loaded one
   iteration earlier (distance 1).  Without that, p and q would be two
   unrelated leaves and nothing would be found.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

__attribute__((noipa)) unsigned
two_ivs (const unsigned *restrict a, unsigned *restrict out, int n)
{
  const unsigned *p = a + 1, *q = a;
  unsigned s = 0;
  for (int i = 0; i < n; i++, p++, q++)
    {
      out[i] = *p - *q;
      s += *p ^ (*q << 1);
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: two_ivs: .* replaced=1 insertions=1 phis=1 carried=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: two_ivs: } "qprop-sr" } } */
