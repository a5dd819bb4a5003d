/* omp simd loops with an `ordered simd' region: vect removes the
   region's markers (GOMP_SIMD_ORDERED_START/END) when it does not
   vectorize the loop, so qprop-vectorize records such loops when vect
   starts and leaves them alone: the region must run in iteration order.
   The first loop also has a reduction (vect clears its safelen, which the
   pass takes back for other loops with omp simd arrays), the second does
   not (its safelen stays; the session 35 pass vectorized it).  */
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

void
ordered_store (const int *a, int *out, int *log, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = a[i], c = 0;
      while (v > 1)
	{
	  v = (v & 1) ? v - 1 : v >> 1;
	  c++;
	}
      out[i] = c;
#pragma omp ordered simd
      *log += c;
    }
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an ordered simd region \(its markers are gone; it must run in order\)$} 2 "qprop-vectorize" } } */
