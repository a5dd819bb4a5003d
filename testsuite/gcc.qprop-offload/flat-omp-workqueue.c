/* qprop-flatten on an OpenMP "target teams distribute parallel for
   simd" loop (nvptx accelerator compiler): a per-lane work queue, the
   OpenMP version of flat-acc-workqueue.c and of
   gcc.qprop-div/host-flat-workqueue.c.  The simd lanes are SIMT lanes
   on nvptx (.GOMP_SIMT_LANE ()); each iteration i of the loop is a
   lane's work, and lane i takes the items
   first[i] .. first[i] + cnt[i] - 1 (outer loop A, zero items for some
   lanes), and works on each with a while loop (inner loop B) whose trip
   count len[item] is data-dependent and which may stop early:

     A:  for (j = 0; j < cnt[i]; j++)
	   {
	     it = first[i] + j;  h = seed[it];	prologue
	     B:  k = 0;
		 while (k < len[it])		divergent exit
		   {
		     h = h * 31 + data[...];
		     if (h % 251 == stop)  break;
		     k++;
		   }
	     acc += h ^ (k << 4);		epilogue
	   }
	 out[i] = acc;

   B's exit diverges: a warp would wait at it for its slowest lane on
   every item.  Formula (1) would leave this nest alone (A's prologue and
   epilogue weigh more than one trip of B); with selftest=flatten-all in
   the accelerator compiler the nest A > B is flattened.

   The accelerator compiler has two functions: kernel._omp_fn.0, the
   teams function, has no SIMT region; kernel._omp_fn.1, the parallel
   for simd body, holds the nest, and the lane loop around the flattened
   A (i = lane, lane + 32, ...: each lane's own loop over its items on
   nvptx), which is flattened in turn with it: two nests, both
   flattened.

   The run executes the host fallback (no GPU here) and compares every
   result with a scalar reference (noinline, no OpenMP), on skewed, even
   and zero trip counts, with sentinels past the last lane;
   check-simt-run.sh runs it on simgpu with the flattened nvptx code.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#include <stdlib.h>

#define N 300
#define ITEMS 2048
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = 7;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned h = seed[it];						\
      int k = 0;							\
      while (k < len[it])						\
	{								\
	  h = h * 31 + data[(it + k) & 255];				\
	  if (h % 251 == stop)						\
	    break;							\
	  k++;								\
	}								\
      acc += h ^ ((unsigned) k << 4);					\
    }									\
  out[i] = acc;

static void __attribute__ ((noinline))
kernel (unsigned *restrict out, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const unsigned *restrict seed, const unsigned *restrict data,
	unsigned stop, int n)
{
#pragma omp target teams distribute parallel for simd map(to: first[0:n], cnt[0:n], len[0:ITEMS], seed[0:ITEMS], data[0:256]) map(tofrom: out[0:n])
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (unsigned *out, const int *first, const int *cnt, const int *len,
     const unsigned *seed, const unsigned *data, unsigned stop, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS];
unsigned seed[ITEMS], data[256];
unsigned out[N], rout[N];

static void
run (int n, unsigned stop)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, first, cnt, len, seed, data, stop, n);
  ref (rout, first, cnt, len, seed, data, stop, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2654435761u;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 40503u + 1;
  /* Lane i's items: cnt[i] in 0 .. 6, consecutive, wrapping round the
     list.  */
  for (int i = 0, next = 0; i < N; i++)
    {
      cnt[i] = i % 7 == 0 ? 0 : (i * 5) % 7;
      first[i] = next;
      next = (next + cnt[i]) % (ITEMS - 8);
    }
  /* Skewed: every 37th item is long, the rest 0 to 2 trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 37 == 0 ? 150 + it % 50 : it % 3;
  run (N - 3, 1000);	/* never stops early: h % 251 < 251 */
  run (N - 3, 17);	/* stops some items early */
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 9;
  run (N - 1, 5);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 2, 1000);
  return 0;
}

/* The outer nest's inner iteration is heavy (Tb > 32): it keeps the in-step
   edge (the tests build for sm_80).  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \([^)]* in-step\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1(?: in-step)?\)$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.1: nests=2 flattened=2$} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: no SIMT region$} "qprop-flatten" } } */
