/* qprop-vectorize: a[n][b] with a lane-varying row n is loaded by the
   element number n * 8 + b in 32 bits only where the array is smaller
   than 2^31 bytes (run-tree2d.c); this one is 4 GiB, and the loop is left
   alone.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

extern int big[1 << 27][8];

void
walk (int *restrict out, const int *restrict q, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = q[i], k = 0;
      while (v > 1 && k < 9)
	{
	  v >>= 1;
	  k++;
	}
      out[i] = big[v][k & 7];
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a lane-varying address that is not base \+ 32-bit index \* scale } "qprop-vectorize" } } */
