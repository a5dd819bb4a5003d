/* A structure of arrays: each array field of a declared record is an
   array of its own for GLIA (its TopAddr is the field), so the loads of
   g.v[] and g.w[] between g.u[i] and g.u[i + 1] are references to other
   arrays, and g.u[i + 1] is moved up next to g.u[i] (keepOrder).  The
   fields are far apart, so the constant offset of each load tells its
   field.

     soa      for (i = 0; i < N - 1; i++)
                {
                  s = s * 0.5 + g.u[i];
                  s = s * 0.5 + g.v[i];
                  s = s * 0.5 + g.w[i];
                  s = s * 0.5 + g.u[i + 1];
                }  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 1024

struct fields { double u[N]; double v[N]; double w[N]; } g;

__attribute__((noipa)) double
soa (void)
{
  double s = 0.0;
  for (int i = 0; i < N - 1; i++)
    {
      s = s * 0.5 + g.u[i];
      s = s * 0.5 + g.v[i];
      s = s * 0.5 + g.w[i];
      s = s * 0.5 + g.u[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: soa: mode=mdglia .* moved=1 speculative=0 keep-order=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=g\.u stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of g\.v: } "qprop-glia" } } */
