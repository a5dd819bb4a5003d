/* A call with side effects (an extern function, nothing known about it)
   in a divergent inner loop, with no simd clone: left alone.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

extern float step (float);

void
iterate (float *a, const float *b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = b[i];
      while (v > 1.0f)
	v = step (v);
      a[i] = v;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a call with side effects under a mask and no usable inbranch simd clone$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
