/* out[i] = x[i] + y[i]: out may overlap x and y (two pairs), but each
   element is loaded once and no load is invariant, so a check would let
   nothing be carried or hoisted: the loop is left alone (gain=0).  The
   vectorizer makes its own check where it pays.

   back is a backward recurrence, v[j] = p[j] * v[j + 1] + u[j]: the
   v[j + 1] read in iteration j was stored in iteration j + 1, but only
   loads of other groups run in between, which cannot change it, so GCC
   reuses the stored value without a check.  fwd is the same recurrence
   forwards with a store to w between the two: that store might change
   p[j - 1], so the check frees the load (gain=1) and fwd is versioned.

   reload reads p[i + 1] at the end of an iteration and p[i] at the start
   of the next, with the store to *r only between p[i] and p[i + 1] of
   one iteration: qprop-sr carries the value without a check, so none is
   made (version-sr-off.c: without qprop-sr it is).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
add (double *out, const double *x, const double *y, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] + y[i];
}

void
back (double *v, const double *p, const double *u, int n)
{
  for (int j = n - 2; j >= 1; j--)
    v[j] = p[j] * v[j + 1] + u[j];
}

void
fwd (double *p, double *w, const double *u, int n)
{
  for (int j = 1; j < n; j++)
    {
      p[j] = 0.5 * p[j - 1] + u[j];
      w[j] = p[j] * u[j];
    }
}

double
reload (double *p, const double *q, double *r, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      s = s * 0.5 + q[i];
      *r = s;
      s += p[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load \(groups=3 pairs=2 gain=0 } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: add: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load \(groups=3 pairs=2 gain=0 .*\nqprop-version: back: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=3 pairs=[23] gain=1 .*\n.*\nqprop-version: fwd: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load \(groups=3 pairs=2 gain=0 .*\nqprop-version: reload: loops=1 versioned=0 copied=0$} "qprop-version" } } */
