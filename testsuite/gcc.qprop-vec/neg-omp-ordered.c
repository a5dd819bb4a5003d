/* An omp simd loop with a reduction and an `ordered simd' region: vect's
   simduid cleanup clears its safelen when it folds the lane (as for every
   loop with omp simd arrays), and removes the region's markers too, so
   qprop-vectorize does not take the safelen it recorded at vect start
   back for it: the region must run in iteration order.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

int
ordered_sum (const int *a, int *out, int n)
{
  int s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    {
      int v = a[i], c = 0;
      while (v > 1)
	{
	  v = (v & 1) ? v - 1 : v >> 1;
	  c++;
	}
      s += c;
#pragma omp ordered simd
      out[c & 7] = i;
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: no safelen of two or more} "qprop-vectorize" } } */
