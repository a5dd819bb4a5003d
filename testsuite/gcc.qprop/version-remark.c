/* -fopt-info-loop-optimized: each versioned loop gets a remark at its
   exit test saying how many pairs the check compares and how many loads
   per iteration it frees; loops left alone get none (an extra remark
   would be an excess message).  version-remark-missed.c shows the missed
   ones.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-optimized" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "optimized: qprop-version: loop versioned for alias: 1 pair\\(s\\) checked at run time, 2 load\\(s\\) per iteration freed" } */
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

void
sweep (double *y, const double *x, const double *z, int n)
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "optimized: qprop-version: loop versioned for alias: 2 pair\\(s\\) checked at run time, 3 load\\(s\\) per iteration freed" } */
    y[i] = x[i - 1] + x[i] + x[i + 1] + z[i] * z[i + 1];
}

void
add (double *out, const double *x, const double *y, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] + y[i];
}
