/* out[i] = x[i] + y[i]: out may overlap x and y (two pairs), but each
   element is loaded once and no load is invariant, so a check would let
   nothing be carried or hoisted: the loop is left alone (gain=0).  The
   vectorizer makes its own check where it pays.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
add (double *out, const double *x, const double *y, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] + y[i];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load \(groups=3 pairs=2 gain=0 } "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: add: loops=1 versioned=0 copied=0$} "qprop-version" } } */
