/* Full redundancy across a join: a * b is computed on both arms of an if
   and again after it.  Both predecessors answer true (rule 4), nothing is
   inserted, and a PHI of the two arms' values replaces the computation
   after the join.

   -fno-tree-pre, -fno-code-hoisting: GCC's code hoisting would move a * b
   above the if (and its pre pass remove the rest) first.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) int
f (int a, int b, int c)
{
  int x;
  if (c)
    x = a * b;
  else
    x = a * b + 1;
  return x + a * b;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);\nqprop-pre:   eliminated: fully redundant; insertions=0 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=2 stores=[0-9]+ kills=0 eliminated=1 insertions=0 phis=1$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} 2 "qprop-pre" } } */
