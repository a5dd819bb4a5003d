/* qprop-vectorize: loads and stores in a divergent loop nested in
   another must not run for lanes that have left it (or never entered).
   data ends at a page boundary with a PROT_NONE page after it; in
   kernel_walk each lane walks data[j] upward to the 0 that ends a run,
   the last one at data[NDATA - 1]: a lane that has stopped there keeps
   computing j + 1, and a load for it would read the guard page.
   kernel_store stores into a read-only page under a condition no lane
   meets, inside the inner level.  Results against the same loops
   without omp simd.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <sys/mman.h>
#include <unistd.h>
#include "vec-run.h"

#define NDATA 512

static int idx[MAXN + PAD], reps[MAXN + PAD];
static int o1[MAXN + PAD], r1[MAXN + PAD];

#define BODY_WALK(O1)							\
  int s = 0;								\
  for (int r = 0; r < reps[i]; r++)					\
    {									\
      int j = (idx[i] + r * 37) & (NDATA - 1);			\
      while (data[j] != 0)						\
	{								\
	  s += data[j];							\
	  j++;								\
	}								\
      s += j;								\
    }									\
  O1[i] = s;

KERNEL void
kernel_walk (const int *data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_WALK (o1)
    }
}

REF void
reference_walk (const int *data, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_WALK (r1)
    }
}

/* The store to ro[] runs for no lane (idx[i] >= 0); the reference is in
   main.  */
KERNEL void
kernel_store (int *ro, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int r = 0; r < reps[i]; r++)
	{
	  int c = idx[i] + r;
	  while (c > 0)
	    {
	      if (idx[i] < 0)
		ro[i] = c;
	      c >>= 1;
	      s++;
	    }
	}
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
    data[k] = (vec_rand () % 8 == 0) ? 0 : 1 + (int) (vec_rand () % 100);
  data[NDATA - 1] = 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  idx[i] = (int) (vec_rand () % NDATA);
	  reps[i] = (int) (vec_rand () % 5) - 1;
	}
      vec_sentinels (o1, r1, n);
      kernel_walk (data, n);
      reference_walk (data, n);
      vec_check (o1, r1, n, "walk");
    }

  int *ro = (int *) (guard - 2 * page);
  if (mprotect (guard - 2 * page, page, PROT_READ) != 0)
    return 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k] < (int) (page / sizeof (int)) ? trips[k] : 0;
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  idx[i] = (int) (vec_rand () % 1000);
	  reps[i] = (int) (vec_rand () % 5) - 1;
	}
      vec_sentinels (o1, r1, n);
      kernel_store (ro, n);
      for (int i = 0; i < n; i++)
	{
	  int s = 0;
	  for (int r = 0; r < reps[i]; r++)
	    for (int c = idx[i] + r; c > 0; c >>= 1)
	      s++;
	  r1[i] = s;
	}
      vec_check (o1, r1, n, "store");
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_walk: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_store: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
