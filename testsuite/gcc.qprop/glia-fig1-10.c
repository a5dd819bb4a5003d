/* Load aggregation on the motivating example of the thesis (Figs. 1.9
   and 1.10): a load is moved up to sit right after an earlier load of the
   same array, so that the two share the cache line before a load of
   another array can expel it.  a[] and b[] are global arrays of N
   doubles; the kernel reads a[0] ... a[n], so n <= N - 1.  Every load
   feeds the running sum s, which is halved between the loads, so the
   loads stay in source order in the IR before the pass.

     fig1_10     for (i = 0; i < n; i++)
                   {
                     s += a[i];
                     s *= 0.5;
                     s += b[i] * 3.0;
                     s *= 0.5;
                     s += a[i+1] * 0.5;
                   }
                 Loads in order a[i], b[i], a[i+1].  a[i+1] is moved up
                 to right after a[i], before b[i]: nothing between them
                 stores to a[], and the moved load is executed on every
                 path where it was (not speculative).  Expected order
                 a[i], a[i+1], b[i]; one load moved.

     fig1_10_2d  for (i = 0; i < n; i++)
                   for (j = 0; j < 63; j++)
                     {
                       s += m[i][j];
                       s *= 0.5;
                       s += p[i][j] * 3.0;
                       s *= 0.5;
                       s += m[i][j+1] * 0.5;
                     }
                 The same on rows of the global 64 x 64 arrays m and p
                 (n <= 64).  Loads in order m[i][j], p[i][j], m[i][j+1];
                 m[i][j+1] is moved up to right after m[i][j], before
                 p[i][j].  Expected order m[i][j], m[i][j+1], p[i][j];
                 one load moved.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 1024

double a[N], b[N];
double m[64][64], p[64][64];

__attribute__((noipa)) double
fig1_10 (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      s *= 0.5;
      s += b[i] * 3.0;
      s *= 0.5;
      s += a[i + 1] * 0.5;
    }
  return s;
}

__attribute__((noipa)) double
fig1_10_2d (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 63; j++)
      {
	s += m[i][j];
	s *= 0.5;
	s += p[i][j] * 3.0;
	s *= 0.5;
	s += m[i][j + 1] * 0.5;
      }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig1_10: mode=mdglia candidates=3 .* moved=1 speculative=0 keep-order=1 keep-dimension=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig1_10: } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig1_10_2d: mode=mdglia candidates=3 .* moved=1 speculative=0 keep-order=1 keep-dimension=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=m stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of p: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig1_10_2d: } "qprop-glia" } } */
