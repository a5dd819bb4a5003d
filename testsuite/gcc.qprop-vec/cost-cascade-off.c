/* cost-cascade.c's biased cascade with vectorize-cost=off: the pass
   vectorizes what the cost model would decline (the dump still prints
   both estimates), and the vector loop computes what the same loop
   without omp simd computes, bit for bit (-ffp-contract=off), for
   points that take every arm.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-dump=qprop-vectorize" } */
/* { dg-additional-options "-mno-sse4.1 -mno-avx" { target { i?86-*-* x86_64-*-* } } } */

#define CASCADE_LIKELY(c) __builtin_expect ((c), 1)
#include "cascade.h"

__attribute__((noinline)) void
cascade_ref CASCADE_PARAMS
{
  CASCADE_LOOP
}

#define N 1003
static float acc[N], ref[N], ax[N], ay[N], az[N], rad[N];

int
main (void)
{
  unsigned s = 12345u;
  for (int j = 0; j < N; j++)
    {
      s = s * 1103515245u + 12345u;
      float r = (float) ((s >> 8) & 1023) / 1024.0f;
      /* Most points far away, some near: every arm runs.  */
      float scale = (j % 7 == 0) ? 0.05f : 1.0f;
      ax[j] = r * scale;
      ay[j] = (float) ((s >> 4) & 255) / 256.0f * scale;
      az[j] = (float) ((s >> 12) & 255) / 256.0f * scale;
      rad[j] = (float) ((s >> 20) & 63) / 512.0f;
      acc[j] = ref[j] = (float) j;
    }
  for (int i = 0; i < 16; i++)
    {
      float xi = ax[i * 7], yi = ay[i * 7], zi = az[i * 7], ri = rad[i];
      cascade (acc, ax, ay, az, rad, xi, yi, zi, ri, N - i);
      cascade_ref (ref, ax, ay, az, rad, xi, yi, zi, ri, N - i);
    }
  for (int j = 0; j < N; j++)
    if (__builtin_memcmp (&acc[j], &ref[j], sizeof (float)) != 0)
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* cost=[0-9]+->[0-9]+$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-times {vectorized VF=} 1 "qprop-vectorize" } } */
