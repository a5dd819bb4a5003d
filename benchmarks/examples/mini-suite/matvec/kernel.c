/* The hot loop, in its own file (a benchmark may have several sources).  */
__attribute__ ((noinline)) void
kernel_matvec (int n, const double *a, const double *x, double *y)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = 0; j < n; j++)
	s += a[i * n + j] * x[j];
      y[i] = s;
    }
}
