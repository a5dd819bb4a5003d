/* qprop-vectorize: a shift of a 64-bit lane value by a lane-varying
   count that GCC keeps as an int (`0xffL << (k & 31)' shifts by
   (int) (k & 31)): the vector shift needs the value and the count of one
   width, so the loop is left alone (the first version emitted a V2DI
   shift by a V2SI count).  A uniform count is fine (run-wide.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

long out[1024];
long in[1024];

void
shift (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      long w = in[i];
      long k = 0;
      while (w > 1 && k < 40)
	{
	  w = (w & 1) ? w * 3 + 1 : w >> 1;
	  k++;
	}
      out[i] = in[i] & (0xffL << (k & 31));
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a shift by a lane-varying count of another width than the value$} "qprop-vectorize" } } */
