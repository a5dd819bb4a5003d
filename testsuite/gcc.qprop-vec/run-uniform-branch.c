/* qprop-vectorize: branches on uniform values (a parameter, a load from
   a loop-invariant address) inside divergent arms and around them, and a
   uniform inner loop inside a divergent arm (seed 002, Theorem 4.5: a
   uniform branch stays a branch), against the same loop without omp
   simd, for every mode.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "vec-run.h"

static int a[MAXN + PAD];
static float f[MAXN + PAD];
static int cfg[4];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static float o2[MAXN + PAD], r2[MAXN + PAD];

#define BODY(O1, O2)							\
  int v = a[i];								\
  float w = f[i];							\
  if (mode == 1)							\
    v += cfg[0];							\
  if (v & 1)								\
    {									\
      if (mode > 1)							\
	{								\
	  for (int j = 0; j < cfg[1]; j++)				\
	    v = v * 3 + j;						\
	  w = w * 2.0f;							\
	}								\
      else								\
	w = w - 1.0f;							\
    }									\
  else if (cfg[2] > 0)							\
    {									\
      if (v > 50)							\
	v = v / 3;							\
      w = w + (float) cfg[2];						\
    }									\
  O1[i] = v;								\
  O2[i] = w;

KERNEL void
kernel (int n, int mode)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2)
    }
}

REF void
reference (int n, int mode)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2)
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
	  a[i] = (int) (vec_rand () % 100);
	  f[i] = (float) (int) (vec_rand () % 512) * 0.125f;
	}
      for (int mode = 0; mode < 3; mode++)
	for (int c = 0; c < 2; c++)
	  {
	    cfg[0] = 3 + c;
	    cfg[1] = c * 4;
	    cfg[2] = c - 1 + mode;
	    vec_sentinels (o1, r1, n);
	    vec_sentinels (o2, r2, n);
	    kernel (n, mode);
	    reference (n, mode);
	    vec_check (o1, r1, n, "o1");
	    vec_check (o2, r2, n, "o2");
	  }
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ..."). Whether it vectorizes a loop is for its dump tests;
   the results must be right either way. With vec35 472d1b6: left alone
   ("an operation on lane-varying values this version does not vectorize":
   v / 3).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=[1-9]} "qprop-vectorize" } } */
