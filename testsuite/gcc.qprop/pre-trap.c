/* Negative: speculation is only for expressions that cannot trap.  *p and
   x / y are loop invariant in loops that may run zero times (the shape of
   pre-fig3-5.c), so the query from the body comes back to itself (isSelf)
   and the preheader answers false; but *p may fault (p may be null) and
   x / y may trap (y may be 0), and neither is down-safe at the loop
   header.  qprop-pre leaves them in the loop and says why.

   -fno-tree-ch: as in pre-fig3-5.c; with loop header copying the loops
   become guarded do-whiles in which the expressions are down-safe, and
   hoisting them would be right.  (GCC's LIM does not hoist either of them
   out of a loop that may not run, so it can stay on.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) int
load_inv (int *p, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += *p;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
div_inv (int x, int y, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += x / y;
      i++;
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not hoisted, the expression may trap and is not down-safe: _[0-9]+ = \*p_[0-9]+\(D\);$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not hoisted, the expression may trap and is not down-safe: _[0-9]+ = x_[0-9]+\(D\) / y_[0-9]+\(D\);$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: load_inv: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=1 rule4=0 stores=[0-9]+ kills=[0-9]+ eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: div_inv: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=1 rule4=0 stores=[0-9]+ kills=[0-9]+ eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* Both stay in the loop body, once each.  */
/* { dg-final { scan-tree-dump-times {(?n)^  _[0-9]+ = \*p_[0-9]+\(D\);$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  _[0-9]+ = x_[0-9]+\(D\) / y_[0-9]+\(D\);$} 1 "qprop-pre" } } */
