/* -fopt-info-vec remarks: one loop vectorized by qprop-vectorize, one
   left alone with its reason.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fopt-info-vec-all -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */
/* { dg-prune-output {[^\n]*: (missed|note): [^\n]*} } */

extern float step (float);

void
halving (int *out, const unsigned *in, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = in[i];	/* { dg-message "qprop-vectorize: loop vectorized with 4 lanes \\(1 divergent inner loops, 1 blends\\)" } */
      int k = 0;
      while (x > 1)
	{
	  x >>= 1;
	  k++;
	}
      out[i] = k;
    }
}

void
iterate (float *a, const float *b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = b[i];	/* { dg-message "qprop-vectorize: loop not vectorized: a call with side effects under a mask and no usable inbranch simd clone" } */
      while (v > 1.0f)
	v = step (v);
      a[i] = v;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: halving: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
