/* qprop-vectorize's BOSCC gadgets (seed 002 section 6) against the same
   loop without omp simd: a rare arm (__builtin_expect) with a masked
   load, a masked store and values used after the join (lane-varying
   ones, and q, uniform in the arm: a guarded scalar load that GCC cannot
   hoist, carried over the join and broadcast for the blend after it), a
   parameter s whose vector is first needed inside the arm and again after
   the join (the broadcast made in the arm must not be reused there), and
   a rarer arm nested inside the rare one (a nested gadget).  One run feeds vectors of 8
   iterations in which no lane takes the rare arm, exactly one lane does,
   and every lane does, side by side, so that the gadget is skipped, taken
   for one lane (the blends after the join must keep the other lanes'
   values) and taken for all, at every trip count of vec-run.h.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* At SSE2 the cost model declines the loop (the rare arm's load and
   store go lane by lane); the test checks the vector code.  */

#include "vec-run.h"

static float a[MAXN + PAD], b[MAXN + PAD];
static float o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];
static float o3[MAXN + PAD], r3[MAXN + PAD];
static int o4[MAXN + PAD], r4[MAXN + PAD];
static int cfg[1] = { 5 };

#define BODY(O1, O2, O3, O4)						\
  float x = a[i];							\
  float e = x * 0.5f;							\
  int k = 1, q = 0;							\
  if (__builtin_expect (x > 100.0f, 0))					\
    {									\
      float t = b[i];							\
      q = *cp * 3 + 1;							\
      float u = (t + x) / (t * t + s);					\
      u = u * (1.0f + u * (0.25f + u * (0.125f + u * 0.0625f)));	\
      float w = (x - t) / (x + 2.0f);					\
      if (__builtin_expect (t < -50.0f, 0))				\
	{								\
	  float z = (t * t - x) / (t - 3.0f);				\
	  z = z * (1.0f + z * (0.5f + z * (0.25f + z * 0.125f)));	\
	  w = w + z / (x * x + 1.0f);					\
	  k = 7;							\
	}								\
      O3[i] = w;							\
      e = u + w * w / (1.0f + u * u);					\
      k = k + (int) t;							\
    }									\
  O1[i] = e * s;							\
  O2[i] = k;								\
  O4[i] = q;

KERNEL void
kernel (int n, const int *cp, float s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2, o3, o4)
    }
}

REF void
reference (int n, const int *cp, float s)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2, r3, r4)
    }
}

/* Vector I / 8 of the input: no lane rare (0), one lane (1), all (2).  */
static void
fill (void)
{
  for (int i = 0; i < MAXN + PAD; i++)
    {
      int pattern = (i / 8) % 3;
      int rare = pattern == 2 || (pattern == 1 && i % 8 == (i / 8) % 8);
      a[i] = rare ? 100.5f + (float) (vec_rand () % 64)
		  : (float) (int) (vec_rand () % 200) - 100.0f;
      b[i] = (float) (int) (vec_rand () % 256) - 128.0f;
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      fill ();
      vec_sentinels (o1, r1, n);
      vec_sentinels (o2, r2, n);
      vec_sentinels (o3, r3, n);
      vec_sentinels (o4, r4, n);
      kernel (n, cfg, 1.0f + (float) k);
      reference (n, cfg, 1.0f + (float) k);
      vec_check (o1, r1, n, "e");
      vec_check (o2, r2, n, "k");
      vec_check (o3, r3, n, "w");
      vec_check (o4, r4, n, "q");
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9]} "qprop-vectorize" } } */
