/* qprop-vectorize: inner while loops whose trip counts depend on the
   lane: the Mandelbrot iteration in float (seed 002, Fig. 9) and a
   Collatz count in unsigned int, in one omp simd loop, against the same
   loop without omp simd.  The live mask must keep every lane's values
   from the iteration where it left.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

static float cr[MAXN + PAD], ci[MAXN + PAD];
static unsigned start[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static float o2[MAXN + PAD], r2[MAXN + PAD];
static unsigned o3[MAXN + PAD], r3[MAXN + PAD];

#define BODY(O1, O2, O3)						\
  float x = 0.0f, y = 0.0f, cx = cr[i], cy = ci[i];			\
  int k = 0;								\
  while (k < maxit && x * x + y * y <= 4.0f)				\
    {									\
      float t = x * x - y * y + cx;					\
      y = 2.0f * x * y + cy;						\
      x = t;								\
      k++;								\
    }									\
  O1[i] = k;								\
  O2[i] = x;								\
  unsigned c = start[i], steps = 0;					\
  while (c > 1u)							\
    {									\
      c = (c & 1u) ? 3u * c + 1u : c >> 1;				\
      steps++;								\
    }									\
  O3[i] = steps;

KERNEL void
kernel (int n, int maxit)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2, o3)
    }
}

REF void
reference (int n, int maxit)
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
	  cr[i] = -2.0f + (float) (vec_rand () % 1024) * (2.5f / 1024);
	  ci[i] = -1.25f + (float) (vec_rand () % 1024) * (2.5f / 1024);
	  start[i] = vec_rand () % 3000;	/* 0 and 1: no steps */
	}
      for (int maxit = 0; maxit <= 200; maxit += 100)
	{
	  vec_sentinels (o1, r1, n);
	  vec_sentinels (o2, r2, n);
	  vec_sentinels (o3, r3, n);
	  kernel (n, maxit);
	  reference (n, maxit);
	  vec_check (o1, r1, n, "iterations");
	  vec_check (o2, r2, n, "x");
	  vec_check (o3, r3, n, "collatz");
	}
    }
  return 0;
}

/* The pass saw the kernel's omp simd loop and vectorized it (the summary
   line docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ...").  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
