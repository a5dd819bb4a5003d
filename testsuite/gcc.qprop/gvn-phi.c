/* qprop-gvn numbers PHIs.  In g, two PHIs merge the same arguments on
   the same edges and get one number.  In f, the two loop counters i and
   j start equal and are stepped alike; the optimistic numbering of
   value-numbering.cc (its header comment: "i_1 = PHI <0, i_5>,
   j_2 = PHI <0, j_6> ... the first round assumes i_1 == j_2, finds
   i_5 == j_6 and confirms it") gives them one number, and then i + 1 and
   j + 1 one number.  Neither function has a reason to fall back to the
   pessimistic numbering.

   -fno-tree-fre, -fno-tree-pre, -fno-code-hoisting: FRE, and the value
                       numbering of GCC's pre pass, would merge i and j
                       (and u and v) before qprop-gvn.
   -fno-tree-dominator-opts: DOM would merge u and v.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-fre -fno-tree-dominator-opts -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-gvn-details" } */

int
f (int n, int *a, int *b)
{
  int i = 0, j = 0;
  while (i < n)
    {
      a[i] = 1;
      b[j] = 2;
      i++;
      j++;
    }
  return i + j;
}

int
g (int c, int x, int k)
{
  int u, v;
  if (c)
    {
      u = x;
      v = x;
    }
  else
    {
      u = k;
      v = k;
    }
  return u * v;
}

/* No PHI is left without a number (0 is "not numbered").  */
/* { dg-final { scan-tree-dump-not {(?n)^  \[0\] } "qprop-gvn" } } */
/* g: u and v share a number.  */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] u_[0-9]+ = PHI <x_[0-9]+\(D\)\([0-9]+\), k_[0-9]+\(D\)\([0-9]+\)>\n  \[\1\] v_[0-9]+ = PHI <x_[0-9]+\(D\)\([0-9]+\), k_[0-9]+\(D\)\([0-9]+\)>$} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-gvn: g: values=[0-9]+ traversals=[0-9]+ numbering=optimistic$} "qprop-gvn" } } */
/* f: the loop-header PHIs of i and j share a number, and so do their
   increments.  */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] i_[0-9]+ = PHI <i_[0-9]+\([0-9]+\), 0\([0-9]+\)>\n  \[\1\] j_[0-9]+ = PHI <j_[0-9]+\([0-9]+\), 0\([0-9]+\)>$} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)^  \[([1-9][0-9]*)\] i_[0-9]+ = i_[0-9]+ \+ 1;\n  \[\1\] j_[0-9]+ = j_[0-9]+ \+ 1;$} "qprop-gvn" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-gvn: f: values=[0-9]+ traversals=[0-9]+ numbering=optimistic$} "qprop-gvn" } } */
