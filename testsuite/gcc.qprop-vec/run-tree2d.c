/* qprop-vectorize: a tree descent through a two-dimensional child array,
   as in benchmarks/kernels/simd_bintree.c: child[n][v > k] has a
   lane-varying row n and column.  The pass loads it as one element number
   n * 2 + (v > k) per lane (a gather with AVX2, lane by lane at SSE2),
   which fits 32 bits since the array is smaller than 2^31 bytes
   (neg-rows-large.c: a larger one is left alone).  CHILD is a global
   another unit could define (GCC reads it through a MEM_REF of &child),
   CHILDS a static one (an ARRAY_REF of the declaration).  Checked
   against the same loops without omp simd.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

#define NODES 512

int key[NODES], child[NODES][2];
static int childs[NODES][2];
static int q[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD], o2[MAXN + PAD], r2[MAXN + PAD];

#define DESCEND(CHILD, OUT, DEP)					\
  int v = q[i], n = 0, d = 0, hit = -1;					\
  while (n >= 0)							\
    {									\
      int k = key[n];							\
      if (k == v)							\
	{								\
	  hit = n;							\
	  break;							\
	}								\
      n = CHILD[n][v > k];						\
      d++;								\
    }									\
  OUT[i] = hit;								\
  DEP[i] = d;

KERNEL void
kernel_global (int nq)
{
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      DESCEND (child, o1, o2)
    }
}

KERNEL void
kernel_static (int nq)
{
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      DESCEND (childs, o1, o2)
    }
}

REF void
reference (int nq)
{
  for (int i = 0; i < nq; i++)
    {
      DESCEND (child, r1, r2)
    }
}

int
main (void)
{
  /* A search tree of distinct even keys inserted in random order.  */
  for (int i = 0; i < NODES; i++)
    key[i] = 2 * i;
  for (int i = NODES - 1; i > 0; i--)
    {
      int j = (int) (vec_rand () % (unsigned) (i + 1));
      int t = key[i];
      key[i] = key[j];
      key[j] = t;
    }
  child[0][0] = child[0][1] = -1;
  for (int i = 1; i < NODES; i++)
    {
      int n = 0;
      child[i][0] = child[i][1] = -1;
      for (;;)
	{
	  int *c = &child[n][key[i] > key[n]];
	  if (*c < 0)
	    {
	      *c = i;
	      break;
	    }
	  n = *c;
	}
    }
  memcpy (childs, child, sizeof child);
  for (int i = 0; i < MAXN + PAD; i++)
    q[i] = (int) (vec_rand () % (2u * NODES + 8u));
  for (int k = 0; k < NTRIPS; k++)
    {
      int w = trips[k];
      vec_sentinels (o1, r1, w);
      vec_sentinels (o2, r2, w);
      reference (w);
      kernel_global (w);
      vec_check (o1, r1, w, "global hit");
      vec_check (o2, r2, w, "global depth");
      vec_sentinels (o1, r1, w);
      vec_sentinels (o2, r2, w);
      reference (w);
      kernel_static (w);
      vec_check (o1, r1, w, "static hit");
      vec_check (o2, r2, w, "static depth");
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_global: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_static: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
