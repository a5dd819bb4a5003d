/* qprop-vectorize: an inner loop whose trip count differs per lane and
   which lanes leave early with break, one exit doing work of its own
   before it leaves (the loop's exits lead to different blocks), against
   the same loop without omp simd.  Some lanes run the inner loop zero
   times.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "vec-run.h"

static int len[MAXN + PAD], key[MAXN + PAD];
static int tab[256];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];

#define BODY(O1, O2)							\
  int acc = key[i], steps = 0;						\
  for (int j = 0; j < len[i]; j++)					\
    {									\
      int t = tab[(acc + j) & 255];					\
      if (t == key[i] % 64)						\
	{								\
	  acc += 1000;							\
	  steps = -steps;						\
	  break;							\
	}								\
      if (t > 60)							\
	break;								\
      acc = acc * 5 + t;						\
      steps++;								\
    }									\
  O1[i] = acc;								\
  O2[i] = steps;

KERNEL void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2)
    }
}

REF void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2)
    }
}

int
main (void)
{
  for (int k = 0; k < 256; k++)
    tab[k] = (int) (vec_rand () % 64);
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  len[i] = (int) (vec_rand () % 23) - 2;	/* -2 .. 20 */
	  key[i] = (int) (vec_rand () % 5000);
	}
      vec_sentinels (o1, r1, n);
      vec_sentinels (o2, r2, n);
      kernel (n);
      reference (n);
      vec_check (o1, r1, n, "o1");
      vec_check (o2, r2, n, "o2");
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ..."). Whether it vectorizes a loop is for its dump tests;
   the results must be right either way. With vec35 472d1b6: left alone
   ("an operation on lane-varying values this version does not vectorize").  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=[1-9]} "qprop-vectorize" } } */
