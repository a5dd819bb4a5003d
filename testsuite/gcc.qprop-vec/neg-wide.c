/* qprop-vectorize: mixed-width loops the pass leaves alone at -O2
   (SSE2), with the reason in the dump: (double) of a lane-varying
   unsigned (x86 has no unsigned int -> double vector conversion before
   AVX-512), and (long) of a lane-varying int (sign extension of V2SI to
   V2DI is pmovsxdq, SSE4.1; to_long is vectorized at -march=x86-64-v2
   and later).  See run-wide.c for what is vectorized at SSE2.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

double out_d[1024];
long out_l[1024];
unsigned in_u[1024];
int in_i[1024];

void
to_double (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned u = in_u[i];
      int k = 0;
      while (k < (int) (u & 7))
	{
	  u = u * 3u + 1u;
	  k++;
	}
      out_d[i] = (double) u;
    }
}

void
to_long (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = in_i[i];
      while (v > 1000)
	v >>= 1;
      out_l[i] = (long) v * 3;
    }
}

/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: a conversion between lane widths the target has no vector instruction for$} 2 "qprop-vectorize" } } */
