/* version-pairs=1: version-three.c's sweep needs two pairs (y-x, y-z),
   more than allowed, so it is left alone; smooth needs one and is still
   versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-version-pairs=1 -fplugin-arg-qprop-dump=qprop-version" } */

void
sweep (double *y, const double *x, const double *z, int n)
{
  for (int i = 1; i < n - 1; i++)
    y[i] = x[i - 1] + x[i] + x[i + 1] + z[i] * z[i + 1];
}

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: more pairs to check than version-pairs allows \(groups=3 pairs=2 } 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: sweep: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=1 } "qprop-version" } } */
