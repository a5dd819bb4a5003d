/* The growth budget counts what is copied: with the check hoisted out of
   the row loop the whole nest is copied (39 statements), more than
   version-growth=36 allows, although the inner loop alone would fit.
   The plugin before this test versioned it anyway, asking the budget
   before it knew where the check would go.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-version-growth=36 -fplugin-arg-qprop-dump=qprop-version" } */

void
smooth2d (double *b, const double *a, int n, int m)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i * m + j] = a[i * m + j - 1] + a[i * m + j] + a[i * m + j + 1]
		     + a[(i - 1) * m + j] + a[(i + 1) * m + j];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line 13\): left alone: the function's copied statements would exceed version-growth \(.* size=39\)$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {versioned \(} "qprop-version" } } */
