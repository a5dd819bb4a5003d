/* Partial redundancy (thesis Fig. 1.5 / Fig. 2.9): a * b is computed on
   one arm of an if and again after the join.  qprop-pre inserts it on the
   other arm and merges the two values with a PHI, so the computation after
   the join becomes a copy:

     bb 3: x = a * b;          bb 5 (new, on the edge): t = a * b;
     bb 4: t' = PHI <x, t>;  y = t';

   -fno-tree-pre:      GCC's PRE would remove the redundancy first.
   -fno-code-hoisting: GCC's code hoisting (part of its pre pass) would
                       move a * b above the if, leaving a full redundancy
                       that FRE-style elimination in the same pass removes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) int
f (int a, int b, int c)
{
  int x = 0, y;
  if (c)
    x = a * b;
  y = a * b;
  return x + y;
}

/* The computation after the join is the one eliminated: one insertion,
   one PHI.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: y_[0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre:   eliminated: } 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=1 stores=[0-9]+ kills=0 eliminated=1 insertions=1 phis=1$} "qprop-pre" } } */
/* After the pass: y is a copy of the PHI, and a * b is computed twice in
   the function body (the original on the then-arm, the insertion on the
   else-edge), never after the join.  */
/* { dg-final { scan-tree-dump {(?n)^  # (qpre_[0-9]+) = PHI <[^>]*>\n(?:  # [^\n]*\n)*  y_[0-9]+ = \1;$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} 2 "qprop-pre" } } */
