/* Partially redundant loads (thesis Fig. 1.5, Fig. 1.6 / 1.7): qprop-pre
   treats a load like an expression, numbered by what it loads from where
   and the memory state it reads.  Each load after the join is computed on
   one arm only, and nothing stores in between, so the load is inserted on
   the other arm and the load after the join becomes a copy of a PHI.

     deref        *p
     field        p->g
     elem_const   a[3]      (MEM[a + 12B])
     elem         a[i]      (Fig. 1.5 exactly: the address arithmetic
                             (long) i, * 4, a + ... is eliminated along
                             with the load)
     fig16        x = a[j]; i = c ? j : k; y = a[i]   (Fig. 1.6: on the
                             then-path a[i] is a[j], found by rewriting i
                             through its PHI; a[k] is inserted on the
                             else-path, Fig. 1.7 (b))

   -fno-tree-pre, -fno-code-hoisting: GCC's pre pass would remove these
   first (or hoist the loads above the if).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

struct s { int f, g; };

__attribute__((noipa)) int
deref (int *p, int c, int k)
{
  int x;
  if (c)
    x = *p;
  else
    x = k;
  return x + *p;
}

__attribute__((noipa)) int
field (struct s *p, int c, int k)
{
  int x;
  if (c)
    x = p->g;
  else
    x = k;
  return x + p->g;
}

__attribute__((noipa)) int
elem_const (int *a, int c, int k)
{
  int x;
  if (c)
    x = a[3];
  else
    x = k;
  return x + a[3];
}

__attribute__((noipa)) int
elem (int *a, int i, int c, int k)
{
  int x;
  if (c)
    x = a[i];
  else
    x = k;
  return x + a[i];
}

__attribute__((noipa)) int
fig16 (int *a, int j, int k, int c)
{
  int x = a[j];
  int i;
  if (c)
    i = j;
  else
    i = k;
  int y = a[i];
  return x + y;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = \*p_[0-9]+\(D\);\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = p_[0-9]+\(D\)->g;\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: _[0-9]+ = MEM\[\(int \*\)a_[0-9]+\(D\) \+ 12B\];\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} "qprop-pre" } } */
/* elem and fig16: the load itself, whose address is computed in its own
   block, is eliminated.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: bb [0-9]+: [a-z_0-9]+ = \*_[0-9]+;\nqprop-pre:   eliminated: partially redundant; insertions=1 phis=1 nodes=[0-9]+$} 2 "qprop-pre" } } */
/* Every function eliminates something, with one insertion and one PHI
   per statement eliminated (1 for the loads with no address arithmetic,
   4 for elem and fig16: (long) i, * 4, a + ..., and the load).  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: [a-z_0-9]+: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=0 rule2=0 rule2'=[0-9]+ rule3=0 rule4=1 stores=[0-9]+ kills=0 eliminated=1 insertions=1 phis=1$} 3 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: [a-z_0-9]+: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=0 rule2=0 rule2'=[0-9]+ rule3=0 rule4=4 stores=[0-9]+ kills=[0-9]+ eliminated=4 insertions=4 phis=4$} 2 "qprop-pre" } } */
/* The inserted loads, one per function, on the arm without the load:
   *p, p->g, a[3], and a load through inserted address arithmetic for
   elem and fig16.  */
/* { dg-final { scan-tree-dump-times {(?n)^  qpre_[0-9]+ = \*p_[0-9]+\(D\);$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  qpre_[0-9]+ = p_[0-9]+\(D\)->g;$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  qpre_[0-9]+ = MEM\[\(int \*\)a_[0-9]+\(D\) \+ 12B\];$} 1 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  qpre_[0-9]+ = \*_[0-9]+;$} 2 "qprop-pre" } } */
/* fig16 (Fig. 1.7 (b)): y is the PHI of x, loaded from a[j] before the
   if, and of the load inserted on the else-path.  */
/* { dg-final { scan-tree-dump {(?n)^  # (qpre_[0-9]+) = PHI <x_[0-9]+\([0-9]+\), qpre_[0-9]+\([0-9]+\)>\n(?:[^\n]*\n)*  y_[0-9]+ = \1;$} "qprop-pre" } } */
