/* qprop-vectorize's BOSCC gadgets never run a skipped access, and the
   masked accesses inside a taken gadget run only for their lanes.  A rare
   arm (__builtin_expect) reads tail[i], where tail ends at a PROT_NONE
   page so that tail[i] faults for every i >= m (no lane i >= m takes the
   arm), and data[idx[i]], where
   the lanes that do not take the arm have an index into that page; a
   second kernel's rare arm stores into a read-only page and no lane takes
   it.  The results are compared with the same loops without omp simd.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* vectorize-cost=off: the test checks the vector code, which the cost
   model may decline at SSE2 (lane-by-lane accesses in the arm).  */

#include <sys/mman.h>
#include <unistd.h>
#include "vec-run.h"

static int idx[MAXN + PAD], sel[MAXN + PAD];
static float o1[MAXN + PAD], r1[MAXN + PAD];

#define NDATA 512

#define POLY(u) ((u) * (1.0f + (u) * (0.25f + (u) * (0.125f + (u) * 0.0625f))))

#define BODY_TAIL(O)							\
  float v = 0.5f;							\
  if (__builtin_expect (sel[i] != 0, 0))			\
    {									\
      float t = tail[i] + (float) data[idx[i]];				\
      float u = (t + 1.0f) / (t * t + 3.0f);				\
      v = POLY (u) / (u + 5.0f);					\
    }									\
  O[i] = v;

KERNEL void
kernel_tail (const float *tail, const int *data, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_TAIL (o1)
    }
}

REF void
reference_tail (const float *tail, const int *data, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_TAIL (r1)
    }
}

/* No lane has sel[i] < 0: the arm and its store into the read-only page
   RO never run.  */
KERNEL void
kernel_store (float *ro, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = (float) sel[i];
      if (__builtin_expect (sel[i] < 0, 0))
	{
	  float u = (v + 1.0f) / (v * v + 3.0f);
	  u = POLY (u) / (u + 5.0f);
	  ro[i] = u;
	  v = u * u;
	}
      o1[i] = v;
    }
}

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (NDATA * sizeof (int) + MAXN * sizeof (float)) / page + 3;
  char *map = mmap (0, (pages + 1) * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return 0;
  char *guard = map + pages * page;
  if (mprotect (guard, page, PROT_NONE) != 0)
    return 0;
  int *data = (int *) guard - NDATA;
  for (int k = 0; k < NDATA; k++)
    data[k] = (int) (vec_rand () % 1000);

  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int m = 0; m <= n && m <= 40; m += 3)
	{
	  /* tail[m] is the first float of the guard page; in vectors of 8
	     no lane, one lane or every lane below m takes the arm (sel).  */
	  const float *tail = (const float *) guard - m;
	  for (int i = 0; i < MAXN + PAD; i++)
	    {
	      int pattern = (i / 8 + m) % 3;
	      sel[i] = i < m && (pattern == 2
				 || (pattern == 1 && i % 8 == m % 8));
	      idx[i] = sel[i] ? (int) (vec_rand () % NDATA)
		       : NDATA + (int) (vec_rand () % 64);
	    }
	  vec_sentinels (o1, r1, n);
	  kernel_tail (tail, data, m, n);
	  reference_tail (tail, data, m, n);
	  vec_check (o1, r1, n, "tail");
	}
    }

  /* The read-only page: the store must never run.  */
  float *ro = (float *) (guard - 2 * page);
  if (mprotect (guard - 2 * page, page, PROT_READ) != 0)
    return 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k] < (int) (page / sizeof (float)) ? trips[k] : 0;
      for (int i = 0; i < MAXN + PAD; i++)
	sel[i] = (int) (vec_rand () % 1000);
      vec_sentinels (o1, r1, n);
      kernel_store (ro, n);
      for (int i = 0; i < n; i++)
	r1[i] = (float) sel[i];
      vec_check (o1, r1, n, "store");
    }
  return 0;
}

/* Both kernels get a gadget round their rare arm.  */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9]} 2 "qprop-vectorize" } } */
