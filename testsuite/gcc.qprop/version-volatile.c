/* A volatile store in the loop: the loop is left alone (a versioned
   loop would still make the same volatile accesses, but the pass does not
   touch loops with volatile accesses at all).  Also a volatile load, and
   a loop reading through a pointer to volatile data.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
vstore (double *b, const double *a, volatile int *v, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      b[i] = a[i - 1] + a[i] + a[i + 1];
      *v = i;
    }
}

void
vload (double *b, const double *a, volatile int *v, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1] + *v;
}

void
vstencil (double *b, const volatile double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1];
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a volatile access$} 3 "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {(?n)versioned \(} "qprop-version" } } */
