/* Rule 2' (thesis Definition 3.3.3, and the x_1 + 3 of Fig. 3.5): x + 3
   after the loop is computed nowhere before it, so its value is in the
   path value-occurrence table of no block above.  The query asks the one
   block before it and answers false at once, without walking the loop
   and the blocks above it (PREQP would visit them all).

   -fno-tree-loop-im, -fno-tree-ch: keep the shape of Fig. 3.5 (see
   pre-fig3-5.c); the answer for x + 3 does not depend on them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre-details" } */

int
f (int *out, int x, int n)
{
  int i = 0;
  while (i < n)
    {
      out[i] = x * 7;
      i++;
    }
  return x + 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not redundant \(1 blocks asked\): _[0-9]+ = x_[0-9]+\(D\) \+ 3;$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: candidates=[0-9]+ local=[0-9]+ queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[1-9][0-9]* rule3=[0-9]+ rule4=[0-9]+ stores=[0-9]+ kills=[0-9]+ eliminated=[0-9]+ insertions=[0-9]+ phis=[0-9]+$} "qprop-pre" } } */
/* x + 3 stays where it is.  */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = x_[0-9]+\(D\) \+ 3;$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^  _[0-9]+ = x_[0-9]+\(D\) \+ 3;\n  return _[0-9]+;$} "qprop-pre" } } */
