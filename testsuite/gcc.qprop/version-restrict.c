/* version-jacobi.c's stencil with restrict pointers: the alias oracle
   already tells b[i] from a[i + 1], so no store may reach another
   pointer's memory and there is nothing to check; the loop is left alone
   before any data reference is built.  The same holds for two declared
   arrays.  A loop through a single pointer does need the analysis (its
   references may alias each other), which finds one group and no pair.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth (double *restrict b, const double *restrict a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

static double sa[100], sb[100];

void
smooth_static (int n)
{
  for (int i = 1; i < n - 1; i++)
    sb[i] = (sa[i - 1] + sa[i] + sa[i + 1]) / 3;
}

void
prefix (double *b, int n)
{
  for (int i = 1; i < n; i++)
    b[i] = b[i - 1] * 0.5 + b[i];
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: no store that may reach another object's memory$} 2 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: no two pointer groups that may overlap \(groups=1 pairs=0 } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: prefix: loops=1 versioned=0 copied=0$} "qprop-version" } } */
