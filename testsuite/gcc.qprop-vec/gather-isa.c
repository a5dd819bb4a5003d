/* gather-generic.c with the default vectorize-gather=isa: GCC 12's
   generic tuning switches gathers off at -march=x86-64-v3, but the ISA
   has them, and against lane-by-lane loads under a mask they win
   (docs/passes.md): the pass uses the AVX2 gather.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
chase (int *out, const int *next, const int *start, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int p = start[i], k = 0;
      while (p >= 0 && k < 100)
	{
	  p = next[p];
	  k++;
	}
      out[i] = k;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=1 lanes=0 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {__builtin_ia32_gathersiv8si} "qprop-vectorize" } } */
