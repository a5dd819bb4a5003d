/* isReal (thesis ch. 3.2, the end of the Fig. 3.2 example): a query that
   goes around a loop and comes back to the loop header unchanged is
   answered true there (rule 1), but that answer rests on no real
   occurrence, and an insertion needs one.  So no query makes qprop-pre
   insert in front of a loop that does not compute the expression.

   two_loops is Fig. 3.2 itself: the first loop (Nodes 1-2 of the figure)
   does not compute x * 7, the second (Nodes 4-5) does, and x * 7 is also
   computed on one arm before both.  The query from the second loop's body
   goes around the first loop (rule1=1) and reaches the arm (rule4=1), yet
   the speculative insertion goes on the second loop's preheader edge
   (Node 3), not in front of the first loop.

   after_loop: x * 7 after a loop that does not compute it, and on one arm
   before it.  The query goes around the loop (rule1=1) and reaches the
   arm, but the value is not down-safe above the loop (the early return),
   and what comes back over the back edge is not real: nothing is
   inserted, in the preheader or anywhere.

   -fno-tree-loop-im, -fno-tree-ch: as in pre-fig3-5.c, keep the loops in
   the while form of the figure, with the invariant in the body.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre-details" } */

__attribute__((noipa)) int
two_loops (int *a, int *out, int x, int c, int m, int n)
{
  int s = 0;
  if (c)
    s = x * 7;
  int j = 0;
  while (j < m)
    {
      a[j] = j;
      j++;
    }
  int i = 0;
  while (i < n)
    {
      out[i] = x * 7;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
after_loop (int *a, int x, int c, int d, int n)
{
  int s = 0;
  if (c)
    s = x * 7;
  if (d)
    return s;
  int i = 0;
  while (i < n)
    {
      a[i] = i;
      i++;
    }
  return s + x * 7;
}

/* two_loops: one speculative hoisting ...  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = x_[0-9]+\(D\) \* 7;\nqprop-pre:   eliminated: loop invariant, hoisted speculatively \(isSelf\); insertions=1 phis=0 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: two_loops: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=1 rule2=0 rule2'=[0-9]+ rule3=1 rule4=1 stores=[0-9]+ kills=0 eliminated=1 insertions=1 phis=0$} "qprop-pre" } } */
/* ... into a block on the edge into the second loop's header (the block
   whose PHI for i receives 0 from it), after the first loop.  */
/* { dg-final { scan-tree-dump {(?n)^  # j_[0-9]+ = PHI <[^\n]*\n(?:[^\n]*\n)*  <bb ([0-9]+)> [^\n]*\n  _[0-9]+ = x_[0-9]+\(D\) \* 7;\n  goto <bb ([0-9]+)>;[^\n]*\n(?:[^\n]*\n)*  <bb \2> [^\n]*\n  # i_[0-9]+ = PHI <0\(\1\), i_[0-9]+\([0-9]+\)>$} "qprop-pre" } } */

/* after_loop: the query walks around the loop and finds nothing to use.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not redundant \([0-9]+ blocks asked\): _[0-9]+ = x_[0-9]+\(D\) \* 7;$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: after_loop: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=1 rule2=0 rule2'=[0-9]+ rule3=0 rule4=1 stores=[0-9]+ kills=0 eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */

/* Over the file: two_loops computes x * 7 twice (the arm and the
   insertion), after_loop twice (the arm and after the loop).  */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = x_[0-9]+\(D\) \* 7;$} 4 "qprop-pre" } } */
