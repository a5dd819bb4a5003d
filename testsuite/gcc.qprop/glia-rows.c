/* MDGLIA on arrays reached through pointers (the shape of thesis
   Figs. 5.2 and 5.7, with the array passed in two ways).

     rowptr (double **m, double *b, int k, int l, int n)
                 m[i][j], b[i], m[k][l], m[i][j+1]: the rows are loaded
                 pointers, m[i] and m[k]; each is a leading index of its
                 own, so m[i][j+1] shares one index with m[i][j] and none
                 with m[k][l].  The row pointer loads m[i] and m[k] are
                 loads of the array m as well.  Under MDGLIA m[k] and
                 m[k][l] are first moved before b[i] (keepOrder), then
                 m[i][j+1] before m[k] (keepDimension): the order becomes
                 m[i], m[i][j], m[i][j+1], m[k], m[k][l], b[i].

     rowarr (double (*a)[64], double *b, int k, int l, int n)
                 the same through a pointer to rows of 64 doubles: the
                 dimensions come from the pointed-to type (512 and 8
                 bytes).  Same two moves.

   Both are non-speculative: every load runs on every path.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

__attribute__((noipa)) double
rowptr (double **m, double *b, int k, int l, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 63; j++)
      {
	s = s * 0.5 + m[i][j];
	s = s * 0.5 + b[i];
	s = s * 0.5 + m[k][l + j];
	s = s * 0.5 + m[i][j + 1];
      }
  return s;
}

__attribute__((noipa)) double
rowarr (double (*a)[64], double *b, int k, int l, int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 63; j++)
      {
	s = s * 0.5 + a[i][j];
	s = s * 0.5 + b[i];
	s = s * 0.5 + a[k][l + j];
	s = s * 0.5 + a[i][j + 1];
      }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: rowptr: mode=mdglia .* moved=3 speculative=0 keep-order=2 keep-dimension=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: rowarr: mode=mdglia .* moved=2 speculative=0 keep-order=1 keep-dimension=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\nqprop-glia: bb [0-9]+: [^\n]*\nqprop-glia:   moved: array=a stopped-by=keepDimension [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of a: } "qprop-glia" } } */
