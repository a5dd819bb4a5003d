/* Irreducible control flow: goto into the middle of a loop gives the loop
   two entries, so its blocks have no single header that dominates them.
   Query propagation walks the CFG whatever its shape (thesis ch. 1.4), and
   qprop-pre must leave valid SSA behind (-fplugin-arg-qprop-verify is on
   in the testsuite, so broken IR would be an internal compiler error).

     irr      x * 7 on both paths through a while loop entered in its
              middle: x * 7 is hoisted out of the irreducible region
              (it cannot trap), with PHIs where the two entries meet.
     irr_ld   a[j & 7] * 3 on both paths of a loop entered in its middle:
              the load and the arithmetic around it, partially redundant
              where the two paths join, are eliminated.

   Plain -O2: GCC's own PRE already moves part of the work (the
   prephitmp_ PHIs in the dump), and what it leaves is enough for
   qprop-pre to act on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-pre,qprop-gvn" } */

__attribute__((noipa)) int
irr (int *a, int x, int n, int start_inside)
{
  int i = 0, s = 0;
  if (start_inside)
    goto inside;
  while (i < n)
    {
      s += x * 7;
    inside:
      s += a[i] + x * 7;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
irr_ld (int *a, int n, int e)
{
  int i = 0, s = 0, j = e;
  if (e > 3)
    goto mid;
  for (;;)
    {
      s += a[j & 7] * 3;
      j++;
    mid:
      s += a[j & 7] * 3 + j / 2;
      i++;
      if (i >= n)
	break;
    }
  return s + a[j & 7] * 3;
}

/* Both passes ran on both functions (and verify passed: no excess
   errors).  */
/* { dg-final { scan-tree-dump {(?n)^qprop-gvn: irr: values=[0-9]+ traversals=[0-9]+ numbering=(optimistic|pessimistic)$} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-gvn: irr_ld: values=[0-9]+ traversals=[0-9]+ numbering=(optimistic|pessimistic)$} "qprop-gvn" } } */
/* irr: x * 7 inside the region is eliminated, as a loop invariant.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = x_[0-9]+\(D\) \* 7;\nqprop-pre:   eliminated: loop invariant, hoisted speculatively \(isSelf\); insertions=1 phis=2 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: irr: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=1 rule4=[0-9]+ stores=[0-9]+ kills=[0-9]+ eliminated=1 insertions=1 phis=2$} "qprop-pre" } } */
/* irr_ld: the load a[j & 7] after the label is eliminated.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = \*_[0-9]+;\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: irr_ld: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=[1-9][0-9]* stores=[0-9]+ kills=[0-9]+ eliminated=[1-9][0-9]* insertions=[1-9][0-9]* phis=[1-9][0-9]*$} "qprop-pre" } } */
