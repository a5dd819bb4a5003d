/* version-growth=5: copying the stencil loop would copy more than five
   statements, so it is left alone (version-jacobi.c's loop, versioned
   under the default budget of 1000).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-version-growth=5 -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the function's copied statements would exceed version-growth \(groups=2 pairs=1 gain=2 } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=0 copied=0$} "qprop-version" } } */
