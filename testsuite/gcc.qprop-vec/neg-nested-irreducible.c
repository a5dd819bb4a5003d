/* A cycle with two entries (a goto into the middle of a loop) inside a
   divergent inner loop: not a natural loop, so no live mask can be built
   for it; left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
walk (int *out, const int *a, const int *len, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int j = 0; j < len[i]; j++)
	{
	  int k = a[i] + j;
	  if (k & 1)
	    goto mid;
	top:
	  k += 3;
	mid:
	  k *= 5;
	  if ((k & 255) < 200)
	    goto top;
	  s += k;
	}
      out[i] = s;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: the loop body has a cycle that is not a natural inner loop$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {vectorized VF=} "qprop-vectorize" } } */
