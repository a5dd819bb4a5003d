/* qprop-version on a 1-D three-point stencil over plain pointers: the
   store to b[i] might write the a[i + 1] of the next iteration, so
   nothing may carry a[i] and a[i + 1] across iterations unless b and a
   are known apart.  The references fall in two groups ({b[i]} through b,
   {a[i - 1], a[i], a[i + 1]} through a), one pair of them needs the
   run-time check, the check frees two loads per iteration (a[i - 1] and
   a[i] were loaded one and two iterations earlier), and it covers the
   loop alone (levels=1).  version-jacobi-o3.c checks the same at -O3.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=2 iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=1 clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {check not hoisted} "qprop-version" } } */
