/* At -Os a loop is optimized for size, and copying it is not: the
   stencil of version-jacobi.c is left alone.  */
/* { dg-do compile } */
/* { dg-options "-Os -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: optimized for size$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {(?n)versioned \(} "qprop-version" } } */
