/* Loop-invariant speculative hoisting (thesis Fig. 3.2 / Fig. 3.5): x * 7
   is computed in the body of a loop that may run zero times.  The query
   from the body reaches the loop header, whose predecessors answer false
   (the preheader) and true (the body itself, rule 3: isSelf).  The value
   is not down-safe at the header (the loop may not run), but the
   expression is loop invariant and cannot trap, so qprop-pre inserts it
   on the preheader edge anyway, and the body uses the hoisted value.

   -fno-tree-loop-im: LIM would hoist x * 7 itself.
   -fno-tree-ch:      loop header copying would turn the loop into a
                      guarded do-while, where x * 7 is down-safe at the
                      preheader and no speculation is needed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

__attribute__((noipa)) void
f (int *out, int x, int n)
{
  int i = 0;
  while (i < n)
    {
      out[i] = x * 7;
      i++;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = x_[0-9]+\(D\) \* 7;\nqprop-pre:   eliminated: loop invariant, hoisted speculatively \(isSelf\); insertions=1 phis=0 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=1 rule4=0 stores=[0-9]+ kills=0 eliminated=1 insertions=1 phis=0$} "qprop-pre" } } */
/* The hoisted computation sits in a block of its own on the preheader
   edge, which jumps to the loop header (the block whose PHI receives 0
   from it); the body is left with a copy.  */
/* { dg-final { scan-tree-dump {(?n)^  <bb ([0-9]+)> [^\n]*\n  (_[0-9]+) = x_[0-9]+\(D\) \* 7;\n  goto <bb ([0-9]+)>;[^\n]*\n(?:[^\n]*\n)*  _[0-9]+ = \2;\n(?:[^\n]*\n)*  <bb \3> [^\n]*\n  # i_[0-9]+ = PHI <0\(\1\), i_[0-9]+\([0-9]+\)>$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_0-9]+ = x_[0-9]+\(D\) \* 7;$} 1 "qprop-pre" } } */
