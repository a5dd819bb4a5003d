/* version-growth=30 is a budget per function: two stencil loops of about
   18 statements each in one function, the first is versioned and the
   second, which would take the copied statements past 30, is left alone;
   the same loop alone in another function is versioned again.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-version-growth=30 -fplugin-arg-qprop-dump=qprop-version" } */

void
two (double *b, const double *a, double *d, const double *c, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
  for (int i = 1; i < n - 1; i++)
    d[i] = (c[i - 1] + c[i] + c[i + 1]) / 3;
}

void
one (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the function's copied statements would exceed version-growth \(groups=2 pairs=1 gain=2 } 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: two: loops=2 versioned=1 copied=[1-9][0-9]?$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: one: loops=1 versioned=1 copied=[1-9][0-9]?$} "qprop-version" } } */
