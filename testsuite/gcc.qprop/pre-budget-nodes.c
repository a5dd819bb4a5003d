/* Budget: -fplugin-arg-qprop-pre-nodes=1 lets a query visit one block.
   The query for the second a * b (pre-fig1-5.c) needs two (both arms),
   so it is abandoned, said in the dump, and nothing changes.
   -fno-tree-pre, -fno-code-hoisting: as in pre-fig1-5.c, so that the
   redundancy reaches qprop-pre.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-pre-nodes=1 -fplugin-arg-qprop-dump=qprop-pre" } */

int
f (int a, int b, int c)
{
  int x = 0, y;
  if (c)
    x = a * b;
  y = a * b;
  return x + y;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: budget: query stopped after 1 blocks \(pre-nodes\), left alone: y_[0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=0 eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* Both computations of a * b are still there.  */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = a_[0-9]+\(D\) \* b_[0-9]+\(D\);$} 2 "qprop-pre" } } */
