/* Load aggregation on the example of thesis Figs. 5.2 and 5.7 (with
   Fig. 5.6 as the intermediate step), in the default mode (MDGLIA).
   a[][] is a global 64 x 64 array of doubles, b[] a global array of 64
   doubles; k and l must be in 0 ... 63.  Every load feeds the running
   value s = s * 0.5 + load, so the loads stay in source order in the IR
   before the pass.  idx[] is not read by the kernel; the run test keeps
   the (k, l) pairs it tries there.

     fig5_2      for (i = 0; i < 64; i++)
                   for (j = 0; j < 63; j++)
                     {
                       s = s * 0.5 + a[i][j];
                       s = s * 0.5 + b[i];
                       s = s * 0.5 + a[k][l];
                       s = s * 0.5 + a[i][j+1];
                     }
                 Loads in order a[i][j], b[i], a[k][l], a[i][j+1].  The
                 loads are taken in order: a[k][l] is moved up to right
                 after a[i][j], before b[i] (keep-order: b[] is another
                 array).  That leaves a[i][j], a[k][l], b[i], a[i][j+1].
                 Delaying a[i][j+1] down from a[i][j], MDGLIA's
                 keep-dimension condition stops at a[k][l], whose first
                 index k is not known to be i (nCI 0, against 1 for
                 a[i][j]), so a[i][j+1] is moved up to right after
                 a[i][j].  Expected order a[i][j], a[i][j+1], a[k][l],
                 b[i]; two loads moved, none speculatively (the inner
                 loop body is one block).

   The same kernel in the other modes:
     glia-fig5-2-glia.c  GLIA (keep-order only): a[i][j+1] stops right
                 after a[k][l], the last load of a[] before b[]: order
                 a[i][j], a[k][l], a[i][j+1], b[i].
     glia-fig5-2-us.c    US-MDGLIA (no speculation): nothing here is
                 speculative, so the order is the one of MDGLIA.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

double a[64][64];
double b[64];
int idx[64];

__attribute__((noipa)) double
fig5_2 (int k, int l)
{
  double s = 0.0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 63; j++)
      {
	s = s * 0.5 + a[i][j];
	s = s * 0.5 + b[i];
	s = s * 0.5 + a[k][l];
	s = s * 0.5 + a[i][j + 1];
      }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_2: mode=mdglia .* moved=2 speculative=0 keep-order=1 keep-dimension=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {moved: array=a stopped-by=keepOrder [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\nqprop-glia: bb [0-9]+: [^\n]*\nqprop-glia:   moved: array=a stopped-by=keepDimension [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of a: _[0-9]+ = a\[k} "qprop-glia" } } */
