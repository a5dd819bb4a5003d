/* qprop-vectorize: 64-bit lanes on a target without 64-bit SIMD
   elements (-mno-sse2: SSE has V4SF only) are left alone with the
   reason.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mno-sse2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

double out_d[1024], in_d[1024];

void
halve (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double x = in_d[i];
      while (x > 1.0)
	x *= 0.5;
      out_d[i] = x;
    }
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: the target has no SIMD mode for 64-bit elements$} "qprop-vectorize" } } */
