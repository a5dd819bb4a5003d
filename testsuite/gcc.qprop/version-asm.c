/* An asm statement in the loop, even one without outputs or a memory
   clobber: the loop is left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
f (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      b[i] = a[i - 1] + a[i] + a[i + 1];
      __asm__ ("" : : "r" (i));
    }
}

void
g (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      b[i] = a[i - 1] + a[i] + a[i + 1];
      __asm__ volatile ("" : : : "memory");
    }
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: an asm statement$} 2 "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {(?n)versioned \(} "qprop-version" } } */
