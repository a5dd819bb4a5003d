/* No BOSCC gadget where it cannot pay: an expensive arm that
   __builtin_expect marks likely (some lane of 8 enters it nearly always:
   the test would only add its cost), and a cheap arm at an even guess
   (smaller than eight tests).  vectorize-cost=off so that both loops are
   vectorized whatever the cost model thinks.  */
/* { dg-do compile { target { i?86-*-* x86_64-*-* } } } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

void
likely (float *restrict out, const float *restrict a, const float *restrict b,
	int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i], e = 1.0f;
      if (__builtin_expect (x > 0.5f, 1))
	{
	  float t = b[i];
	  float u = (t + x) / (t * t + 1.0f);
	  u = u * (1.0f + u * (0.25f + u * (0.125f + u * 0.0625f)));
	  float w = (x - t) / (x + 2.0f);
	  e = u + w * w / (1.0f + u * u);
	}
      out[i] = e;
    }
}

void
cheap (float *restrict out, const float *restrict a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i], e = x;
      if (x > 0.5f)
	e = x * 3.0f;
      out[i] = e;
    }
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* boscc=0 cost=} 2 "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {boscc=[1-9]} "qprop-vectorize" } } */
