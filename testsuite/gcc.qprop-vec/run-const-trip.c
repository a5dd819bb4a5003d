/* qprop-vectorize: omp simd loops whose trip count is a constant (1003:
   whole vectors and a remainder; 5: fewer iterations than an AVX2 vector;
   0), as in kernels over fixed-size arrays (the benchmarks' kernels, or a
   function IPA-CP specializes for its constant argument), with a
   lane-dependent inner loop, checked against the same loops without omp
   simd.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

static unsigned src[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];

#define BODY(OUT)							\
  unsigned v = src[i], k = 0;						\
  while (v > 1u && k < 60u)						\
    {									\
      v = (v & 1u) ? 3u * v + 1u : v >> 1;				\
      k++;								\
    }									\
  OUT[i] = (int) (k * 4u + (v & 3u));

KERNEL void
kernel_1003 (void)
{
#pragma omp simd
  for (int i = 0; i < 1003; i++)
    {
      BODY (o1)
    }
}

KERNEL void
kernel_5 (void)
{
#pragma omp simd
  for (int i = 0; i < 5; i++)
    {
      BODY (o1)
    }
}

/* Not noipa: IPA-CP may make a clone for n == 0 (or inline it).  */
static void __attribute__ ((noinline))
kernel_n (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1)
    }
}

REF void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1)
    }
}

int
main (void)
{
  for (int i = 0; i < MAXN + PAD; i++)
    src[i] = vec_rand () % 10000u;
  vec_sentinels (o1, r1, 1003);
  kernel_1003 ();
  reference (1003);
  vec_check (o1, r1, 1003, "1003");
  vec_sentinels (o1, r1, 5);
  kernel_5 ();
  reference (5);
  vec_check (o1, r1, 5, "5");
  vec_sentinels (o1, r1, 0);
  kernel_n (0);
  reference (0);
  vec_check (o1, r1, 0, "0");
  return 0;
}

/* Both constant-count loops are vectorized.  GCC's ivcanon gives them a
   down-counting unsigned counter whose step -1 is the constant 4294967295
   in its type; the pass takes the step as a signed number in the
   counter's precision (before, it refused them: "an induction variable
   with a step too large").  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_1003: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_5: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {step too large} "qprop-vectorize" } } */
