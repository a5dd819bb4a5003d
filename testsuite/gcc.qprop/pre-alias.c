/* Negative: a store that may alias the loaded location stops the load
   from being reused.  p and q may point to the same int.

     store_kill   *p on one arm, then *q = 5 on that arm; *p after the
                  join.  The query finds the earlier *p only behind the
                  store (a kill): nothing is eliminated.
     store_local  *q = 5 right before the second *p, in its block: the
                  value of the first *p cannot reach it, so the load is
                  not even asked about (it is not "startable").
     loop_store   *p is loop invariant in form, but the loop body stores
                  through q after it: not hoisted.

   -fno-tree-pre, -fno-code-hoisting: code hoisting would move the first
                  *p above the if (and qprop-pre then rightly reloads *p
                  after the store), so the shapes would not be those of
                  pre-load.c.
   -fno-tree-ch:  keeps the loop in the while form of pre-fig3-5.c, where
                  *p would be hoisted speculatively but for the store.
   Every pass but qprop-version, which would give loop_store a checked
   copy where p and q are apart (and *p is hoisted there, rightly).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fno-tree-ch -fplugin-arg-qprop-passes=qprop-simt-pre,qprop-gvn,qprop-pre,qprop-stats,qprop-div,qprop-sr,qprop-reconverge,qprop-flatten,qprop-linearize,qprop-glia -fplugin-arg-qprop-dump=qprop-pre-details" } */

__attribute__((noipa)) int
store_kill (int *p, int *q, int c)
{
  int x = 0;
  if (c)
    {
      x = *p;
      *q = 5;
    }
  return x + *p;
}

__attribute__((noipa)) int
store_local (int *p, int *q, int c)
{
  int x = *p;
  if (c)
    x += 10;
  *q = 5;
  return x + *p;
}

__attribute__((noipa)) int
loop_store (int *p, int *q, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += *p;
      *q = i;
      i++;
    }
  return s;
}

/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)locally redundant} "qprop-pre" } } */
/* store_kill: the query for the second *p is answered false at the arm
   because of the store.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not redundant \([0-9]+ blocks asked\): _[0-9]+ = \*p_[0-9]+\(D\);$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: store_kill: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=[1-9][0-9]* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* loop_store: the load in the body is killed by the store after it.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: loop_store: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=[1-9][0-9]* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* Two loads of *p remain in store_kill and store_local, one in
   loop_store, and no load was inserted.  */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = \*p_[0-9]+\(D\);$} 5 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^  qpre_} "qprop-pre" } } */
