/* Load aggregation that must not be done (and one that must, for
   contrast).  The shape is the one of glia-fig1-10.c: loads in order
   x[i], y[i], x[i+1], where x[i+1] would be moved up to right after x[i],
   before y[i], unless something between them forbids it.  a[] and b[]
   are global arrays of N + 1 doubles; n <= N.

   Negatives, where x[i+1] must stay where it is:

     store_same     for (i = 0; i < N; i++)
                      {
                        s += a[i];
                        s = s * 0.5 + b[i];
                        a[j] = s;
                        s += a[i+1];
                      }
                    The store to a[j], j unknown, may write a[i+1] (the
                    run test calls it with j = i + 1 for some i): a[i+1]
                    must not be moved above it.

     alias_store    for (i = 0; i < n; i++)
                      {
                        s += p[i];
                        s = s * 0.5 + q[i];
                        *r = s;
                        s += p[i+1];
                      }
                    p, q and r are plain pointers: the store through r
                    may write p[i+1] (the run test calls it with
                    r = &p[5]), so p[i+1] must not be moved above it.

     vol            s += p[i]; s = s * 0.5 + q[i]; s += p[i+1];
                    through a volatile double *p: volatile loads are
                    never moved (nor is anything moved across them).

     call_between   for (i = 0; i < n; i++)
                      {
                        s += a[i];
                        s = s * 0.5 + b[i];
                        ext (i);
                        s += a[i+1];
                      }
                    ext is an opaque (noipa) function that stores to
                    a[i+1]: a load is never moved above a call.

   Positive, in this file for contrast:

     alias_restrict the body of alias_store with p, q and r restrict: the
                    store through r cannot write p[], so p[i+1] is moved
                    up to right after p[i], before q[i] and the store.
                    Expected order p[i], p[i+1], q[i]; one load moved,
                    not speculatively.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 64

double a[N + 1], b[N + 1];

__attribute__((noipa)) double
store_same (int j)
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    {
      s += a[i];
      s = s * 0.5 + b[i];
      a[j] = s;
      s += a[i + 1];
    }
  return s;
}

__attribute__((noipa)) double
alias_store (double *p, double *q, double *r, int n)
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

__attribute__((noipa)) double
alias_restrict (double *restrict p, double *restrict q, double *restrict r,
		int n)
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

__attribute__((noipa)) double
vol (volatile double *p, double *q, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      s = s * 0.5 + q[i];
      s += p[i + 1];
    }
  return s;
}

__attribute__((noipa)) void
ext (int i)
{
  a[i + 1] += 1.5;
}

__attribute__((noipa)) double
call_between (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      s = s * 0.5 + b[i];
      ext (i);
      s += a[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: store_same: mode=mdglia .* moved=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: alias_store: mode=mdglia .* moved=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: alias_restrict: mode=mdglia .* moved=1 speculative=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=p stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of q: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: alias_restrict: } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: vol: mode=mdglia candidates=1 .* moved=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: call_between: mode=mdglia .* moved=0 } "qprop-glia" } } */
