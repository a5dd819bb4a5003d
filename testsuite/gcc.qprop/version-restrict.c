/* version-jacobi.c's stencil with restrict pointers: the alias oracle
   already tells b[i] from a[i + 1], so no two groups may overlap and
   there is nothing to check; the loop is left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth (double *restrict b, const double *restrict a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: no two pointer groups that may overlap \(groups=2 pairs=0 } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=0 copied=0$} "qprop-version" } } */
