/* -march=x86-64-v4: vector booleans live in AVX-512 mask registers; the
   loop is vectorized with k-masks (16 lanes: GCC 12's x86-64-v4 tuning
   prefers 512-bit vectors), its divergent while loop's any-lane test the
   mask moved to a general register (kmovw) and tested.  Compile only:
   the run tests (run-*-v4*.c) need an x86-64-v4 machine.  */
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

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=16 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {mask registers} "qprop-vectorize" } } */
/* { dg-final { scan-assembler {\tkmovw\t%k[0-7], } } } */
