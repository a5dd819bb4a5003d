/* qprop-reconverge in the nvptx accelerator compiler at -O3: a binary
   search tree walk in an OpenACC gang vector loop, each lane looking up
   its own key.

     while (node >= 0)
       {
	 last = node;
	 if (k < key[node])             B: divergent (k = keys[i])
	   node = left[node];
	 else
	   node = right[node];
       }                                J: the join, then the exit test

   The latch's only predecessor is J, the join of B's if-then-else, and J
   ends in the loop's exit test: the shape -fsplit-paths (on at -O3)
   copies into both arms (with the guard off, its dump in the accelerator
   compiler says "Duplicating join block").  B would then have no join
   inside the loop, and a warp would run the lanes that went left through
   all their remaining iterations before those that went right.  B
   diverges, so the guard protects it and switches split-paths off for
   walk._omp_fn.0 alone.  B is also a branch inside a loop whose join the
   late jump threaders could copy onto a threaded path: thread-jumps is
   switched off too, and B is listed once per pass (protected=2).  No
   uniform candidate exists.

   The run (host fallback) checks every lane's result against a scalar
   walk in main; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O3 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-reconverge" } */

#include <stdlib.h>

#define N 500
#define M 255

static void __attribute__ ((noinline))
walk (int *restrict out, const int *restrict keys, const int *restrict key,
      const int *restrict left, const int *restrict right, int n)
{
#pragma acc parallel loop gang vector copyin(keys[0:n], key[0:M], left[0:M], right[0:M]) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    {
      int k = keys[i];
      int node = 0, last = -1;
      while (node >= 0)
	{
	  last = node;
	  if (k < key[node])
	    node = left[node];
	  else
	    node = right[node];
	}
      out[i] = last;
    }
}

int key[M], left[M], right[M], keys[N], out[N];

int
main (void)
{
  /* A binary search tree of M distinct keys, inserted in a scrambled
     order.  */
  for (int i = 0; i < M; i++)
    {
      key[i] = (i * 97) % 1009;
      left[i] = right[i] = -1;
      for (int n = 0; i > 0;)
	{
	  int *next = key[i] < key[n] ? &left[n] : &right[n];
	  if (*next < 0)
	    {
	      *next = i;
	      break;
	    }
	  n = *next;
	}
    }
  for (int i = 0; i < N; i++)
    {
      keys[i] = (i * 389) % 1100;
      out[i] = -5;
    }
  walk (out, keys, key, left, right, N);
  for (int i = 0; i < N; i++)
    {
      int node = 0, last = -1;
      while (node >= 0)
	{
	  last = node;
	  node = keys[i] < key[node] ? left[node] : right[node];
	}
      if (out[i] != last)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-reconverge:   split-paths could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 50\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 50\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-reconverge: walk\._omp_fn\.0: switched off: split-paths,thread-jumps \(protected=2 uniform-kept=0 uniform-lost=0\)$} "qprop-reconverge" } } */
/* { dg-final { scan-offload-tree-dump-not {uniform branch} "qprop-reconverge" } } */
