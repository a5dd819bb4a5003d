/* A lane-varying address (a[idx[i]] after a lane-dependent loop): gathers
   are later work, so the loop is left alone, and a load for a lane that
   does not run it can never happen.  */
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

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a strided or lane-varying address \(gathers and scatters are later work\)$} "qprop-vectorize" } } */
