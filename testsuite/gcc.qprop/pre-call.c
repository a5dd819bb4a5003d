/* Negative: a call that may write the loaded global stops the load from
   being reused.  bump is external, so it may change g.

     call_kill  g on one arm followed by bump (); g after the join: the
                query finds the earlier g only behind the call (a kill).
     call_loop  g in a loop whose body also calls bump (): not hoisted.

   -fno-tree-pre, -fno-code-hoisting: code hoisting would move the first
                  load of g above the if (and qprop-pre then rightly
                  reloads g after the call).
   -fno-tree-ch:  keeps the loop in the while form of pre-fig3-5.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre-details" } */

int g;
extern void bump (void);

__attribute__((noipa)) int
call_kill (int c)
{
  int x = 0;
  if (c)
    {
      x = g;
      bump ();
    }
  return x + g;
}

__attribute__((noipa)) int
call_loop (int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += g;
      bump ();
      i++;
    }
  return s;
}

/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)locally redundant} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not redundant \([0-9]+ blocks asked\): g\.[0-9]+_[0-9]+ = g;$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: call_kill: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=[1-9][0-9]* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: call_loop: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=[1-9][0-9]* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* Three loads of g remain (two in call_kill, one in call_loop), none
   inserted.  */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_.0-9]+ = g;$} 3 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)^  qpre_} "qprop-pre" } } */
