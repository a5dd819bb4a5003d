/* The checked copy carries the proof the way restrict would: right after
   qprop-version (in LIM's dump, the next pass that prints the body), the
   three loads through a share one clique and base, the store through b
   has the same clique and another base, and the unchecked copy's four
   references have no clique at all (they may still alias: that copy runs
   when the ranges overlap).  The clique is the one the dump names.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fplugin-arg-qprop-dump=qprop-version -fdump-tree-lim2-alias" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 .* clique=2\)$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)= MEM\[\(const double \*\)_[0-9]+ clique 2 base 1\];$} 3 "lim2" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  MEM\[\(double \*\)_[0-9]+ clique 2 base 2\] = } 1 "lim2" } } */
/* { dg-final { scan-tree-dump-times {(?n)= \*_[0-9]+;$} 3 "lim2" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  \*_[0-9]+ = } 1 "lim2" } } */
/* { dg-final { scan-tree-dump-times {clique} 4 "lim2" } } */
