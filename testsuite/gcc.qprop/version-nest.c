/* A 2-D five-point stencil a[i * n + j] over plain pointers, in an i/j
   nest.  The references through a form one group (the rows above and
   below are a[i * n + j - n] and a[i * n + j + n], which start from the
   same pointer), those through b another: one pair.  The row loop moves
   every reference by the invariant n elements and does nothing but run
   the column loop, so the check is hoisted out of it: one check before
   the nest covers all of it (levels=2), not one per row, and no line
   says where the hoisting stopped.  heat is the 3-D seven-point form:
   the check covers all three loops (levels=3), and the two inner ones
   are copied (version-copy=2, the default).

   rows_call is the same nest with a call in the row loop.  The check
   reads SSA values only, which the call cannot change, so it is still
   computed once before the nest (levels=2); but the row loop is not
   copied, since the call may write memory the check did not cover, and
   the copies of the column loop branch on the check's answer.  sweep's
   row loop runs two loops one after the other (an ADI-like forward and
   backward sweep): the same, for each of them.

   skew's middle loop moves the references by the outer loop's k at each
   step: a check before the outer loop would read k before it is set,
   so the check covers the two inner loops only (levels=2).

   The check is built compact: the parts the strands share (the rows'
   offsets, the enclosing loops' extents, each wrap bound) are computed
   once, so the 2-D checks stay under 60 statements and the 3-D one
   under 100 (stencil's was over 100 and heat's over 300 when every
   strand computed its own).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
stencil (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      b[i * n + j] = 0.2 * (a[i * n + j] + a[i * n + j - 1]
			    + a[i * n + j + 1] + a[(i - 1) * n + j]
			    + a[(i + 1) * n + j]);
}

void
heat (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
	b[(i * n + j) * n + k]
	  = a[(i * n + j) * n + k] * 0.4
	    + 0.1 * (a[(i * n + j) * n + k - 1] + a[(i * n + j) * n + k + 1]
		     + a[(i * n + j - 1) * n + k] + a[(i * n + j + 1) * n + k]
		     + a[((i - 1) * n + j) * n + k]
		     + a[((i + 1) * n + j) * n + k]);
}

void g (int);

void
rows_call (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      g (i);
      for (int j = 1; j < n - 1; j++)
	b[i * n + j] = 0.2 * (a[i * n + j] + a[i * n + j - 1]
			      + a[i * n + j + 1] + a[(i - 1) * n + j]
			      + a[(i + 1) * n + j]);
    }
}

void
sweep (double *v, double *p, const double *u, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      p[i * n] = 0.0;
      for (int j = 1; j < n - 1; j++)
	{
	  p[i * n + j] = 0.5 * p[i * n + j - 1] + u[i * n + j];
	  v[i * n + j] = 2.0 * p[i * n + j];
	}
      for (int j = n - 2; j >= 1; j--)
	{
	  v[i * n + j] = p[i * n + j] * v[i * n + j + 1] + u[i * n + j];
	  p[i * n + j] = 0.5 * v[i * n + j];
	}
    }
}

void
skew (double *b, const double *a, int n, int m)
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < 3; i++)
      for (int j = 1; j < m - 1; j++)
	b[i * k + j] = a[i * k + j - 1] + a[i * k + j] + a[i * k + j + 1];
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=2 clique=[0-9]+\)\nqprop-version:     check built} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: stencil: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=2 clique=[0-9]+\)\nqprop-version:     check computed before the nest, 1 of its 2 loops copied: a store, call, asm or volatile access of its own$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=[23] pairs=[1-3] gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=2 clique=[0-9]+\)\nqprop-version:     check computed before the nest, 1 of its 2 loops copied: another loop beside it$} 2 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: sweep: loops=2 versioned=2 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=2 clique=[0-9]+\)\nqprop-version:     check not hoisted out of the enclosing loop: an inner loop's step that changes$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=3 clique=[0-9]+\)\nqprop-version:     check computed before the nest, 2 of its 3 loops copied: version-copy allows no more$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: heat: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: rows_call: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:     check built: [1-5]?[0-9] statements$} 5 "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:     check built: [1-9]?[0-9] statements$} 6 "qprop-version" } } */
