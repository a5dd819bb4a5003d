/* -march=x86-64-v4: vector booleans live in AVX-512 mask registers, which
   this version does not use: the loop is left alone, and the compile
   does not fail.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

void
collatz (int *out, const unsigned *in, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = in[i];
      int steps = 0;
      while (x != 1 && steps < 1000)
	{
	  x = (x & 1) ? 3 * x + 1 : x >> 1;
	  steps++;
	}
      out[i] = steps;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: the target keeps masks in mask registers} "qprop-vectorize" } } */
