/* A declared array cannot carry a dependence clique (only a MEM_REF
   can), so a loop whose only possible overlap is between a pointer and a
   global array is left alone, and the dump says why rather than claiming
   that nothing may overlap.  The same loop over two pointers is
   versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

double g[1000];

void
to_global (const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    g[i] = a[i - 1] + a[i] + a[i + 1];
}

void
to_pointer (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i] + a[i + 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line 14\): left alone: the groups that may overlap already carry a dependence clique or are declared objects } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line 21\): versioned \(groups=2 pairs=1 } "qprop-version" } } */
