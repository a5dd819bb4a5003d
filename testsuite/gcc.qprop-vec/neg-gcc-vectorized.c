/* A loop GCC's vectorizer takes: qprop-vectorize, which runs after it,
   leaves it (and the epilogue GCC made for it) to GCC, and says so; the
   assembly is the same as without the pass (checked by hand for this
   file, see docs/passes.md).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
scale (float *a, const float *b, float c, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] = b[i] * c;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 13\): vectorized by GCC, left to it$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: scale: simd-loops=[0-9]+ vectorized=0 by-gcc=[1-9][0-9]* left-alone=0$} "qprop-vectorize" } } */
