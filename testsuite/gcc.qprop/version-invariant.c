/* out[i] = in[i] * *scale: the store to out[i] might write *scale, so
   *scale is loaded again in every iteration.  The check (out against in,
   out against scale: two pairs) lets LIM hoist the load; the invariant
   load of a group that is not written counts as one freed load.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
scale (double *out, const double *in, const double *scale, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * *scale;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=3 pairs=2 gain=1 iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=1 clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: scale: loops=1 versioned=1 } "qprop-version" } } */
