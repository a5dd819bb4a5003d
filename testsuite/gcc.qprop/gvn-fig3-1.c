/* qprop-gvn's numbering of thesis Fig. 3.1: y = x + k and z = x + k get
   one value number, and so do y * m and z * m, in different blocks,
   without any copy propagation in between.  -details prints each
   statement with its number ("  [N] stmt"), then each block's local and
   path value-occurrence tables.

   -fno-tree-fre, -fno-tree-dominator-opts: FRE and DOM would replace z
                       by y before qprop-gvn.
   -fno-tree-pre, -fno-code-hoisting: GCC's pre pass would do the same.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fno-tree-fre -fno-tree-dominator-opts -fplugin-arg-qprop-dump=qprop-gvn-details" } */

int
f (int x, int k, int m, int c)
{
  int y = x + k;
  int z = x + k;
  int i = 0;
  if (c)
    i = y * m;
  int j = z * m;
  return i - j;
}

/* y and z: consecutive statements of one block, one number.  */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] y_[0-9]+ = x_[0-9]+\(D\) \+ k_[0-9]+\(D\);\n  \[\1\] z_[0-9]+ = x_[0-9]+\(D\) \+ k_[0-9]+\(D\);$} "qprop-gvn" } } */
/* y * m on the arm and z * m after the join: one number.  */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] i_[0-9]+ = y_[0-9]+ \* m_[0-9]+\(D\);\n(?:[^\n]*\n)*  \[\1\] j_[0-9]+ = z_[0-9]+ \* m_[0-9]+\(D\);$} "qprop-gvn" } } */
/* The block of the arm records that value in its local table.  */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] i_[0-9]+ = y_[0-9]+ \* m_[0-9]+\(D\);\n  local: \1\n  path: [0-9]+ \1$} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-gvn: f: values=[0-9]+ traversals=[0-9]+ numbering=(optimistic|pessimistic)$} "qprop-gvn" } } */
