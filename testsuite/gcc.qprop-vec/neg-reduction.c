/* An omp simd reduction whose body GCC cannot vectorize: the privatized
   sum lives in an "omp simd array" indexed by GOMP_SIMD_LANE; reductions
   and privates are later work, so the loop is left alone.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

float
damped (const float *a, const int *cnt, int n)
{
  float s = 0;
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

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: omp simd privates or reductions} "qprop-vectorize" } } */
