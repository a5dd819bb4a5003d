/* -fplugin-arg-qprop-passes=qprop-stats runs qprop-stats (see counts.c for
   the derivation of the counts).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-dump=qprop-stats" } */

void
add_const (int *a, const int *b, int c, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: add_const: blocks=6 loops=1 loads=1 stores=1 branches=2\$" 1 "qprop-stats" } } */
