/* Budget: -fplugin-arg-qprop-pre-queries=1 lets qprop-pre start one query
   per function.  In f the first query (for x = a * b, in the then-arm)
   uses it up; the second a * b, which pre-fig1-5.c eliminates, is left
   alone, and the dump says so once.
   -fno-tree-pre, -fno-code-hoisting: as in pre-fig1-5.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-pre-queries=1 -fplugin-arg-qprop-dump=qprop-pre" } */

int
f (int a, int b, int c)
{
  int x = 0, y;
  if (c)
    x = a * b;
  y = a * b;
  return x + y;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: budget: 1 queries reached \(pre-queries\); later candidates are left alone$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=0 queries=1 nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=0 eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} 2 "qprop-pre" } } */
