/* An omp simd reduction whose body GCC cannot vectorize, on a double:
   the privatized sum lives in an "omp simd array" of 64-bit elements,
   and the lanes of qprop-vectorize are 32-bit, so the loop is left
   alone (a float sum is vectorized: run-omp-reduce-float.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

double
damped (const float *a, const int *cnt, int n)
{
  double s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      float v = a[i];
      for (int k = 0; k < cnt[i]; k++)
	v = v * 0.5f;
      s += v;
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an omp simd array whose element is not a 32-bit int or float} "qprop-vectorize" } } */
