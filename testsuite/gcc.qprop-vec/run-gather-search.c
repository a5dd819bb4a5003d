/* qprop-vectorize: gathers in divergent inner loops: a binary search per
   query in a sorted float table (XSBench's lookup) and the descent of a
   binary tree stored in int arrays until a leaf or the key, against the
   same loops without omp simd.  Trip counts and addresses differ per
   lane; some queries lie outside the table.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

#define NT 777
#define NNODE 511

static float table[NT], q[MAXN + PAD];
static int keyv[NNODE], left[NNODE], right[NNODE], qk[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];

#define SEARCH(O)							\
  float v = q[i];							\
  int lo = 0, hi = NT - 1;						\
  while (hi - lo > 1)							\
    {									\
      int mid = lo + (hi - lo) / 2;					\
      if (table[mid] > v)						\
	hi = mid;							\
      else								\
	lo = mid;							\
    }									\
  O[i] = lo;

#define DESCEND(O)							\
  int node = 0, depth = 0, want = qk[i];				\
  while (node >= 0 && keyv[node] != want)				\
    {									\
      node = want < keyv[node] ? left[node] : right[node];		\
      depth++;								\
    }									\
  O[i] = node * 64 + depth;

KERNEL void
kernel_search (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      SEARCH (o1)
    }
}

REF void
reference_search (int n)
{
  for (int i = 0; i < n; i++)
    {
      SEARCH (r1)
    }
}

KERNEL void
kernel_descend (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      DESCEND (o2)
    }
}

REF void
reference_descend (int n)
{
  for (int i = 0; i < n; i++)
    {
      DESCEND (r2)
    }
}

int
main (void)
{
  float acc = 0.0f;
  for (int k = 0; k < NT; k++)
    {
      acc += (float) (1 + vec_rand () % 8);
      table[k] = acc;
    }
  /* A random binary search tree of NNODE distinct even keys.  */
  for (int k = 0; k < NNODE; k++)
    {
      keyv[k] = 2 * k;
      left[k] = right[k] = -1;
    }
  for (int k = NNODE - 1; k > 1; k--)
    {
      int j = 1 + (int) (vec_rand () % (unsigned) k);
      int t = keyv[k]; keyv[k] = keyv[j]; keyv[j] = t;
    }
  for (int k = 1; k < NNODE; k++)
    for (int p = 0;;)
      {
	int *c = keyv[k] < keyv[p] ? &left[p] : &right[p];
	if (*c < 0)
	  {
	    *c = k;
	    break;
	  }
	p = *c;
      }
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  q[i] = (float) (int) (vec_rand () % (unsigned) (acc + 40.0f)) - 20.0f;
	  qk[i] = (int) (vec_rand () % (2 * NNODE + 4)) - 2;
	}
      vec_sentinels (o1, r1, n);
      vec_sentinels (o2, r2, n);
      kernel_search (n);
      reference_search (n);
      vec_check (o1, r1, n, "search");
      kernel_descend (n);
      reference_descend (n);
      vec_check (o2, r2, n, "descend");
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ..."). Whether it vectorizes a loop is for its dump tests;
   the results must be right either way. With vec35 472d1b6: kernel_search
   left alone ("an inner loop has loops inside it", though the search has
   one inner loop), kernel_descend vectorized (per-lane loads, or gathers
   where the tuning has them).  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_search: simd-loops=[1-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_descend: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
