/* vectorize-gather=off: never a gather, even where the tuning enables
   them (-mtune-ctrl=use_gather): lane by lane.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-gather=off" } */

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

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* gathers=0 lanes=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {__builtin_ia32_gather} "qprop-vectorize" } } */
