/* Demand-driven aggregation (thesis 5.4.3, Fig. 5.8): the loads are
   taken one at a time, in order, and each one is moved (or not) in the
   code as the earlier ones left it, so a load that is already right
   after a load of its own array once an earlier one has moved is left
   where it is.  a[] and b[] are global arrays of N + 1 doubles.  Every
   load feeds the running value s = s * 0.5 + load, so the loads stay in
   source order in the IR before the pass.

     fig5_8      for (i = 0; i < N; i++)
                   {
                     s = s * 0.5 + a[i];
                     s = s * 0.5 + b[i];
                     s = s * 0.5 + a[i+1];
                     s = s * 0.5 + b[i+1];
                   }
                 Loads in order a[i], b[i], a[i+1], b[i+1].  a[i+1] is
                 moved up to right after a[i], before b[i].  Then the
                 order is a[i], a[i+1], b[i], b[i+1]: b[i+1] directly
                 follows b[i], the load of b[] before it, and is left
                 alone.  (An exhaustive application, computing every
                 motion on the original code, would also move b[i+1] up
                 to right after b[i] across a[i+1], for nothing, and
                 lengthen the live range of its value.)  Expected order
                 a[i], a[i+1], b[i], b[i+1]; one load moved, b[i+1]
                 not moved.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 512

double a[N + 1], b[N + 1];

__attribute__((noipa)) double
fig5_8 (void)
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    {
      s = s * 0.5 + a[i];
      s = s * 0.5 + b[i];
      s = s * 0.5 + a[i + 1];
      s = s * 0.5 + b[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_8: mode=mdglia candidates=4 .* moved=1 speculative=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig5_8: } "qprop-glia" } } */
