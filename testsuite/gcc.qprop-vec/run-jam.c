/* qprop-vectorize: an omp simd loop inside a loop that GCC's
   unroll-and-jam (-O3) jams by two, as in
   benchmarks/kernels/simd_cascade.c: the jammed body holds the next
   outer index i + 1, computed in the simd loop and used after it.  Such a
   loop-invariant value (no memory, no trap, operands from before the
   loop) is computed in front of the loop by the pass, and the loop is
   vectorized; before, it was refused ("a value of the loop is used after
   it").  Checked against the same loops without omp simd.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fdump-tree-unrolljam-details" } */

#include "vec-run.h"

#define NA 200

static float ax[NA], rad[NA], acc[NA + PAD], accref[NA + PAD];

#define BODY(ACC)							\
  float d = ax[j] - xi;							\
  float d2 = d * d + 0.5f;						\
  float sj = rad[j];							\
  float e;								\
  if (d2 > 4.0f)							\
    e = sj / d2;							\
  else if (d2 > sj * sj)						\
    e = sj * sj / (d2 + 1.0f);						\
  else									\
    e = 0.25f / (ri + 1.0f);						\
  ACC[j] += e;

KERNEL void
kernel (void)
{
  for (int i = 0; i < NA; i++)
    {
      float xi = ax[i], ri = rad[i];
#pragma omp simd
      for (int j = 0; j < NA; j++)
	{
	  BODY (acc)
	}
    }
}

REF void
reference (void)
{
  for (int i = 0; i < NA; i++)
    {
      float xi = ax[i], ri = rad[i];
      for (int j = 0; j < NA; j++)
	{
	  BODY (accref)
	}
    }
}

int
main (void)
{
  for (int i = 0; i < NA; i++)
    {
      ax[i] = (float) (vec_rand () % 1000u) * 0.01f;
      rad[i] = (float) (vec_rand () % 300u) * 0.01f + 0.5f;
    }
  vec_sentinels (acc, accref, NA);
  for (int i = 0; i < NA; i++)
    acc[i] = accref[i] = 0.0f;
  kernel ();
  reference ();
  vec_check (acc, accref, NA, "jam");
  return 0;
}

/* { dg-final { scan-tree-dump {applying unroll and jam} "unrolljam" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* stores=2 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
