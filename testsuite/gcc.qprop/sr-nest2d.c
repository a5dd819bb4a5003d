/* Reuse along the rows of a 2-D array, inside a row loop.  a[i][j-1] is
   the a[i][j+1] of two iterations before (rows2).  In rows1, a[i][j] is
   the a[i][j+1] of the previous iteration, which GCC's own PRE already
   carries at -O2 without the vectorizer; rows1 is only run.  The first values are loaded in
   the inner loop's preheader, which is inside the row loop, so their
   addresses are written through the row loop's induction variable
   (&a + 4 * 40 * i + ...): the inner loop's iteration number becomes 0
   there, and the outer one is rebuilt from i.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define R 30
#define C 40
int a[R][C], b[R][C];

__attribute__((noipa)) void
rows1 (int n, int m)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = a[i][j] * 3 - a[i][j + 1] + a[i - 1][j];
}

__attribute__((noipa)) void
rows2 (int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      b[i][j] = a[i][j - 1] - 2 * a[i][j + 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: rows2: .* replaced=1 insertions=2 phis=2 carried=2 } "qprop-sr" } } */
