/* An integer division by a lane-varying divisor in a linearized body
   would run for lanes whose mask is clear (and divide by zero there):
   left alone.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
steps (int *out, const int *d, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int x = 1000, k = 0;
      while (x > 0 && k < 50)
	{
	  if (d[i] != 0)
	    x = x / d[i] - 1;
	  else
	    x = x - 7;
	  k++;
	}
      out[i] = k;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an integer operation that may trap \(division\?\)$} "qprop-vectorize" } } */
