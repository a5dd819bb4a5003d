/* -fopt-info-loop-missed: a loop with pairs that qprop-version still
   leaves alone gets a missed remark with the reason (here the check
   would free no load, and version-pairs=1 turns down sweep's two pairs);
   smooth, which is versioned, and smooth_r, where no pair may overlap,
   get none.  The vectorizer, whose own missed remarks would mix in, is
   off.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fopt-info-loop-missed -fplugin-arg-qprop-version-pairs=1" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

void
smooth_r (double *restrict b, const double *restrict a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

void
sweep (double *y, const double *x, const double *z, int n)
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "missed: qprop-version: loop not versioned for alias: more pairs to check than version-pairs allows" } */
    y[i] = x[i - 1] + x[i] + x[i + 1] + z[i] * z[i + 1];
}

void
add (double *out, const double *x, int n)
{
  for (int i = 0; i < n; i++) /* { dg-message "missed: qprop-version: loop not versioned for alias: the check would free no load" } */
    out[i] = x[i] * 2;
}
