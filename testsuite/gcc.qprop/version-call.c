/* A call in the loop that may write memory: it could write a or b
   anywhere, which no range check covers, so the loop is left alone.
   pure_call calls a pure function instead, which writes nothing: that
   loop is versioned as version-jacobi.c's is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void g (int);
int h (int) __attribute__ ((pure));

void
with_call (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      b[i] = a[i - 1] + a[i] + a[i + 1];
      g (i);
    }
}

void
pure_call (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1] + h (i);
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a call that may write memory$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: with_call: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 } 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: pure_call: loops=1 versioned=1 } "qprop-version" } } */
