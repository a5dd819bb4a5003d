/* qprop-vectorize: loads and stores that run only for some lanes must
   not run for the others.  The data array ends at a page boundary with a
   PROT_NONE page after it; the lanes whose condition is false have an
   index into that page (a load there faults), and the contiguous load
   tail[i] of an arm is placed so that tail[i] for the lanes past the
   condition's last true lane is in the guard page.  A store runs only
   for lanes whose condition is false in every lane, into a read-only
   page.  The results are compared with the same loops without omp simd.
   A vectorizer that loads for inactive lanes (an unmasked gather, an
   unmasked vector load of tail) or stores for them faults here.  Each
   kernel has an inner loop besides, so that GCC's own vectorizer (which
   masks such loads and stores with AVX2) leaves it to qprop-vectorize.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include <sys/mman.h>
#include <unistd.h>
#include "vec-run.h"

static int idx[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static float o2[MAXN + PAD], r2[MAXN + PAD];

/* data: NDATA ints ending at a guard page; valid indices are 0 .. NDATA-1,
   a false lane's index is NDATA + something (in the guard page).  */
#define NDATA 512

/* Gathered loads under a mask: data[idx[i]] only where idx[i] is valid.  */
KERNEL void
kernel_gather (const int *data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = -1;
      int j = idx[i];
      if (j < NDATA)
	v = data[j] * 3 + 1;
      o1[i] = v;
    }
}

REF void
reference_gather (const int *data, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = -1;
      int j = idx[i];
      if (j < NDATA)
	v = data[j] * 3 + 1;
      r1[i] = v;
    }
}

/* A contiguous load under a mask: tail[i] is read only for i < m, and
   tail[m] is the first float of the guard page.  */
KERNEL void
kernel_tail (const float *tail, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = 0.5f;
      if (i < m && idx[i] >= 0)
	{
	  v = tail[i] + 1.0f;
	  while (v > 8.0f)
	    v *= 0.5f;
	}
      o2[i] = v;
    }
}

REF void
reference_tail (const float *tail, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = 0.5f;
      if (i < m && idx[i] >= 0)
	{
	  v = tail[i] + 1.0f;
	  while (v > 8.0f)
	    v *= 0.5f;
	}
      r2[i] = v;
    }
}

/* A store under a mask into a page made read-only: the store to ro[i]
   runs only for lanes with idx[i] < 0, of which there are none.  The
   reference is in main.  */
KERNEL void
kernel_store (int *ro, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int c = idx[i], s = 0;
      while (c > 0)
	{
	  c >>= 1;
	  s++;
	}
      if (idx[i] < 0)
	ro[i] = s;
      o1[i] = s;
    }
}

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (NDATA * sizeof (int) + MAXN * sizeof (int)) / page + 2;
  char *map = mmap (0, (pages + 1) * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return 0;
  char *guard = map + pages * page;
  if (mprotect (guard, page, PROT_NONE) != 0)
    return 0;
  int *data = (int *) guard - NDATA;
  for (int k = 0; k < NDATA; k++)
    data[k] = (int) (vec_rand () % 100000);

  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	idx[i] = (vec_rand () & 1) ? (int) (vec_rand () % NDATA)
				   : NDATA + (int) (vec_rand () % 64);
      vec_sentinels (o1, r1, n);
      kernel_gather (data, n);
      reference_gather (data, n);
      vec_check (o1, r1, n, "gather");

      for (int m = 0; m <= n && m <= 40; m += 3)
	{
	  const float *tail = (const float *) guard - m;
	  vec_sentinels (o2, r2, n);
	  kernel_tail (tail, m, n);
	  reference_tail (tail, m, n);
	  vec_check (o2, r2, n, "tail");
	}
    }

  /* The read-only page: the store must never run.  */
  int *ro = (int *) (guard - 2 * page);
  if (mprotect (guard - 2 * page, page, PROT_READ) != 0)
    return 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k] < (int) (page / sizeof (int)) ? trips[k] : 0;
      for (int i = 0; i < MAXN + PAD; i++)
	idx[i] = (int) (vec_rand () % 1000);
      vec_sentinels (o1, r1, n);
      kernel_store (ro, n);
      for (int i = 0; i < n; i++)
	{
	  int s = 0;
	  for (int c = idx[i]; c > 0; c >>= 1)
	    s++;
	  r1[i] = s;
	}
      vec_check (o1, r1, n, "store");
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ..."). At -O2 (SSE2) all three are vectorized (vec35
   472d1b6: per-lane loads and stores in lane order, branched round for
   clear lanes, so the guard pages stay untouched). With -march=x86-64-v3
   -O3 splits kernel_tail into a loop GCC vectorizes and one the pass
   leaves alone ("a value of the loop is used after it"), and kernel_gather
   has no gather under the generic tuning; the results must be right either
   way.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_gather: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_tail: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_store: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
