/* The keep-order condition (thesis 5.4.2, Fig. 5.6): a load is moved up
   only as far as the last load of its own array with no load of another
   array in between, even where it could go further.  a[][] is a global
   64 x 64 array of doubles, b[] a global array of 64 doubles and c[] one
   of 64 ints; k and l must be in 0 ... 63.

     fig5_6      for (i = 0; i < 64; i++)
                   {
                     if (c[i])
                       s += a[i][0];
                     s = s * 0.5 + b[i];
                     s = s * 0.5 + a[(i + k) & 63][l];
                   }
                 Loads in order c[i], a[i][0] on the c[i] != 0 arm only,
                 b[i], a[k][l].  a[k][l] is executed on every path, but
                 a load of a[] precedes it only on the c[i] != 0 arm; it
                 is not put into that arm, which would take it off the
                 other path.  It is moved up to the join of the if, right
                 before b[i] (keep-order: b[i] is the first load of
                 another array after the a[i][0] of the arm).  Expected
                 order c[i], (a[i][0]), a[k][l], b[i]; one load moved,
                 not speculatively.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

double a[64][64], b[64];
int c[64];

__attribute__((noipa)) double
fig5_6 (int k, int l)
{
  double s = 0.0;
  for (int i = 0; i < 64; i++)
    {
      if (c[i])
	s += a[i][0];
      s = s * 0.5 + b[i];
      s = s * 0.5 + a[(i + k) & 63][l];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_6: mode=mdglia .* moved=1 speculative=0 keep-order=1 keep-dimension=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig5_6: } "qprop-glia" } } */
