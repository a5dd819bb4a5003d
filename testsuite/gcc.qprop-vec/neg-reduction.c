/* An omp simd reduction whose body GCC cannot vectorize, on a short:
   the privatized sum lives in an "omp simd array" of 16-bit elements,
   which qprop-vectorize does not give lanes (8/16-bit copies would need
   narrow merges and blends), so the loop is left alone.  A double sum
   is vectorized (64-bit lanes: run-omp-reduce-double.c), as a float one
   is (run-omp-reduce-float.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

short
damped (const float *a, const int *cnt, int n)
{
  short s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      float v = a[i];
      for (int k = 0; k < cnt[i]; k++)
	v = v * 0.5f;
      s += (short) v;
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an omp simd array whose element is not a 32- or 64-bit int or float \(an 8/16-bit reduction or private\?\)$} "qprop-vectorize" } } */
