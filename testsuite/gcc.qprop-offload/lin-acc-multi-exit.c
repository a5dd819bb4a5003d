/* qprop-linearize on an OpenACC gang vector loop whose body holds a
   search loop with several exits: the figures of the paper's Table 1 and
   regions that end outside their loop.

     for (j = 0; j < m; j++)          uniform exit: j and m are the same in
       {                              every lane still in the loop
	 h = hay[i * M + j];
	 if (h == key[i])             divergent exit (break)
	   { found = j; break; }
	 if (h < 0)                   divergent exit (break)
	   { found = -2 - j; break; }
       }
     out[i] = found;

   search._omp_fn.0 in the accelerator compiler at qprop-linearize (add
   -foffload-options=nvptx-none=-fdump-tree-vrp2 to see it):
     bb 3:  if (_29 < _30)        the gang vector loop's guard, divergent
     bb 5:  if (m_13 > 0)         the j loop's guard, uniform
     bb 8:  if (h_37 == _41)      j loop exit to bb 6, divergent
     bb 9:  if (h_37 < 0)         j loop exit through bb 11, divergent
     bb 10: if (m_13 != j_42)     j loop exit (latch), uniform
     bb 6:  found_3 = PHI <...>; the gang vector loop's exit test, divergent
   Both loops are divergent; the j loop has two divergent exits and one
   uniform exit, the vector loop one divergent exit: divergent-exits=3,
   uniform-exits=1 (the test below asks for at least two divergent exits).
   The post-dominator of each break test is bb 6, after the j loop: a
   region must end inside the loop of its branch (divergent loops are not
   linearized), so both are left alone ("its join lies outside the
   branch's loop"), as is the vector loop's exit test at bb 6.  The
   guard's region holds the whole vector loop as one node and shares
   nothing ("every block runs once per warp already").
   Nothing is folded.

   The run (host fallback) checks every result against a scalar search in
   main; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#include <stdlib.h>

#define N 500
#define M 64

static void __attribute__ ((noinline))
search (int *restrict out, const int *restrict hay, const int *restrict key,
	int m, int n)
{
#pragma acc parallel loop gang vector copyin(hay[0:n*M], key[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    {
      int found = -1;
      for (int j = 0; j < m; j++)
	{
	  int h = hay[i * M + j];
	  if (h == key[i])
	    {
	      found = j;
	      break;
	    }
	  if (h < 0)
	    {
	      found = -2 - j;
	      break;
	    }
	}
      out[i] = found;
    }
}

int hay[N * M], key[N], out[N];

int
main (void)
{
  /* Every 97th element is negative; keys hit, miss, or come after a
     negative element, depending on the lane.  */
  for (int i = 0; i < N * M; i++)
    hay[i] = (i * 7) % 101 - (i % 97 == 0 ? 200 : 0);
  for (int i = 0; i < N; i++)
    key[i] = (i * 13) % 150;
  for (int m = 0; m <= M; m += 21)
    {
      for (int i = 0; i < N; i++)
	out[i] = 12345;
      search (out, hay, key, m, N);
      for (int i = 0; i < N; i++)
	{
	  int found = -1;
	  for (int j = 0; j < m; j++)
	    {
	      int h = hay[i * M + j];
	      if (h == key[i])
		{
		  found = j;
		  break;
		}
	      if (h < 0)
		{
		  found = -2 - j;
		  break;
		}
	    }
	  if (out[i] != found)
	    abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: search\._omp_fn\.0: divergent-branches=4 folded=0 kept=4 uniform-branches=2 uniform-lost=0 uniform-loops=0 divergent-loops=2 uniform-exits=1 divergent-exits=([2-9]|[1-9][0-9]+)$} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: its join lies outside the branch's loop$} 3 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: every block runs once per warp already$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {: linearized} "qprop-linearize" } } */
