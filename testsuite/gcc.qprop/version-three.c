/* Three plain pointers: y is written, x and z are read.  Each of x and z
   may overlap y, so the check compares two pairs (y-x, y-z); x and z are
   only read, so they need no pair between them.  Three loads are freed
   per iteration (x[i - 1] and x[i], loaded one and two iterations
   earlier, and z[i], the z[i + 1] of the previous one).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
sweep (double *y, const double *x, const double *z, int n)
{
  for (int i = 1; i < n - 1; i++)
    y[i] = x[i - 1] + x[i] + x[i + 1] + z[i] * z[i + 1];
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=3 pairs=2 gain=3 iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=1 clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: sweep: loops=1 versioned=1 } "qprop-version" } } */
