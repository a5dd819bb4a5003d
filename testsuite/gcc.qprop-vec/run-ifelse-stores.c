/* qprop-vectorize: divergent if/else chains whose arms store (to the
   lane's element of two arrays, one int, one float) and a value merged
   at the join (a blend), against the same loop without omp simd.  The
   arms' conditions depend on the data (divergent); the stores of an arm
   must happen only for its lanes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

static int a[MAXN + PAD], b[MAXN + PAD];
static float x[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static float o2[MAXN + PAD], r2[MAXN + PAD];
static int o3[MAXN + PAD], r3[MAXN + PAD];

#define BODY(O1, O2, O3)						\
  int v = a[i], t;							\
  if (v > 100)								\
    {									\
      O1[i] = v - b[i];							\
      t = v * 3;							\
    }									\
  else if (v < -100)							\
    {									\
      O2[i] = x[i] * 0.5f + (float) b[i];				\
      t = -v;								\
    }									\
  else if ((v & 3) == 1)						\
    t = b[i] ^ v;							\
  else									\
    {									\
      O1[i] = v;							\
      O2[i] = x[i] - 1.0f;						\
      t = 7;								\
    }									\
  O3[i] = t + (v & 1 ? b[i] : -b[i]);

KERNEL void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2, o3)
    }
}

REF void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2, r3)
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  a[i] = (int) (vec_rand () % 601) - 300;
	  b[i] = (int) (vec_rand () % 1000);
	  x[i] = (float) (int) (vec_rand () % 2000) * 0.25f;
	}
      vec_sentinels (o1, r1, n);
      vec_sentinels (o2, r2, n);
      vec_sentinels (o3, r3, n);
      kernel (n);
      reference (n);
      vec_check (o1, r1, n, "o1");
      vec_check (o2, r2, n, "o2");
      vec_check (o3, r3, n, "o3");
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ...") and vectorized it: masked stores with AVX2, per-lane
   stores in lane order at SSE2 (vec35 472d1b6).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
