/* safelen bounds the lanes: safelen(1) lets iteration i+1 depend on
   iteration i (GCC then marks no simd loop at all, and the pass itself
   refuses any loop whose safelen is below 2); safelen(4) under AVX2's 8
   lanes gives 4.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

void
chain (unsigned *a, int n)
{
#pragma omp simd safelen(1)
  for (int i = 1; i < n; i++)
    {
      unsigned x = a[i - 1];
      while (x > 1)
	x >>= 1;
      a[i] = x + a[i];
    }
}

void
four (int *out, const unsigned *in, int n)
{
#pragma omp simd safelen(4)
  for (int i = 0; i < n; i++)
    {
      unsigned x = in[i];
      int k = 0;
      while (x > 1)
	{
	  x >>= 1;
	  k++;
	}
      out[i] = k;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: chain: no omp simd loop$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: four: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 2[0-9]\): vectorized VF=4 } "qprop-vectorize" } } */
