/* A store to out[idx[i]]: its address is not an affine function of the
   iteration, so no range covers it and it might write in[] anywhere; the
   loop is left alone.  gather loads in[idx[i]] instead and stores to
   out[i]: the load is left out of the check (unannotated, it is compared
   with the store by points-to as before) and the loop is versioned for
   the reuse of in[i - 1], in[i] and in[i + 1].  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-version" } */

void
scatter (double *out, const double *in, const int *idx, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[idx[i]] = in[i - 1] + in[i] + in[i + 1];
}

void
gather (double *out, const double *in, const int *idx, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i - 1] + in[i] + in[i + 1] + in[idx[i]];
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a store whose address is not affine$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: scatter: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: gather: loops=1 versioned=1 } "qprop-version" } } */
