/* Lexically different expressions with one value (thesis Fig. 1.6 and
   Fig. 3.1): y = x + k and z = x + k hold one value, so y * m on one arm
   and z * m after the join are the same computation although they are
   spelled differently.  Lexical PRE needs copy propagation and a second
   run to see it; qprop-pre compares value numbers and eliminates z * m at
   once, by inserting on the other arm.

   The thesis uses "+ 1" constants; they are replaced by parameters here
   because forwprop would fold (x + 1) + 1 into x + 2 long before
   qprop-pre.

   -fno-tree-fre, -fno-tree-dominator-opts: FRE and DOM would make z a
                       copy of y (and rewrite z * m into y * m) first.
   -fno-tree-pre, -fno-code-hoisting: GCC's PRE, or code hoisting with the
                       value numbering of its pre pass, would remove the
                       redundancy first.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fno-tree-fre -fno-tree-dominator-opts -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) int
f (int x, int k, int m, int c)
{
  int y = x + k;
  int z = x + k;
  int i = 0;
  if (c)
    i = y * m;
  int j = z * m;
  return i - j;
}

/* z = x + k is locally redundant with y in the same block ...  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: locally redundant: z_[0-9]+ = x_[0-9]+\(D\) \+ k_[0-9]+\(D\);$} "qprop-pre" } } */
/* ... and z * m is partially redundant with y * m: found through the
   value numbers, not through the spelling.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: j_[0-9]+ = z_[0-9]+ \* m_[0-9]+\(D\);\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=1 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=1 stores=[0-9]+ kills=0 eliminated=2 insertions=1 phis=1$} "qprop-pre" } } */
/* After the pass j is a copy of the PHI that merges y * m and the
   insertion.  */
/* { dg-final { scan-tree-dump {(?n)^  # (qpre_[0-9]+) = PHI <[^>]*>\n(?:  # [^\n]*\n)*  j_[0-9]+ = \1;$} "qprop-pre" } } */
