/* Reduces NPB LU-HP's l2norm.c (uhhpctools/openacc-npb, class S "Verification
   failed"): a `parallel loop gang reduction(+:s)` whose body holds a
   `loop worker` loop holding a `loop vector` loop that adds to s, with no
   reduction clause on the worker and vector loops.

   Who is wrong: the program.  OpenACC (3.x, loop construct, reduction
   clause): "If a variable is involved in a reduction that spans multiple
   nested loops where two or more of those loops have associated loop
   directives, a reduction clause containing that variable must appear on
   each of those loop directives."  Without them the worker and vector
   loops, independent by default inside a parallel construct, all update the
   gang's one copy of s: a race, whose result the specification leaves open.

   What GCC 12 makes of it (PTX of this file, -O0 and -O2): each thread
   keeps its own copy of s (a register at -O2, its .local frame at -O0);
   entering a partitioned loop, the single thread's state is broadcast
   (workers: through the shared __oacc_bcast; lanes: shfl.sync.idx from
   lane 0); leaving a worker or vector loop combines nothing, and the
   gang's final atomic add into s is done by worker 0, lane 0 alone.  So
   only the iterations of worker 0, lane 0 (j % 8 == 0, i % 32 == 0) are
   counted: 8 of 400 here.  The H200 gave LU's wrong
   residuals to every digit as simgpu does, and those equal the sum over
   exactly those iterations (docs/simgpu-ext-lu.md); this small program's
   own figures on a GPU are inferred from that, to be confirmed on a GPU.

   With the clause on every loop (the third kernel) the device sums all 400
   iterations, like the host fallback (which prints 400 19800 for all three).
   EXPECT-STDOUT: gang only: count 8 weight 320
   EXPECT-STDOUT: gang and worker: count 40 weight 1800
   EXPECT-STDOUT: every loop: count 400 weight 19800
   EXPECT-EXIT: 0  */
#include <stdio.h>

#define NK 4
#define NJ 10
#define NI 10

int
main (void)
{
  double c1 = 0, c2 = 0, c3 = 0;
  double w1 = 0, w2 = 0, w3 = 0;

  /* As in LU: the reduction is named on the gang loop only.  */
#pragma acc parallel loop gang reduction(+:c1, w1) \
  num_gangs(NK) num_workers(8) vector_length(32)
  for (int k = 0; k < NK; k++)
    {
#pragma acc loop worker
      for (int j = 0; j < NJ; j++)
	{
#pragma acc loop vector
	  for (int i = 0; i < NI; i++)
	    {
	      c1 = c1 + 1;
	      w1 = w1 + (10 * j + i);
	    }
	}
    }

  /* Named on the gang and worker loops: each worker's lane 0 counts.  */
#pragma acc parallel loop gang reduction(+:c2, w2) \
  num_gangs(NK) num_workers(8) vector_length(32)
  for (int k = 0; k < NK; k++)
    {
#pragma acc loop worker reduction(+:c2, w2)
      for (int j = 0; j < NJ; j++)
	{
#pragma acc loop vector
	  for (int i = 0; i < NI; i++)
	    {
	      c2 = c2 + 1;
	      w2 = w2 + (10 * j + i);
	    }
	}
    }

  /* Conforming: named on every loop that the reduction spans.  */
#pragma acc parallel loop gang reduction(+:c3, w3) \
  num_gangs(NK) num_workers(8) vector_length(32)
  for (int k = 0; k < NK; k++)
    {
#pragma acc loop worker reduction(+:c3, w3)
      for (int j = 0; j < NJ; j++)
	{
#pragma acc loop vector reduction(+:c3, w3)
	  for (int i = 0; i < NI; i++)
	    {
	      c3 = c3 + 1;
	      w3 = w3 + (10 * j + i);
	    }
	}
    }

  printf ("gang only: count %g weight %g\n", c1, w1);
  printf ("gang and worker: count %g weight %g\n", c2, w2);
  printf ("every loop: count %g weight %g\n", c3, w3);
  /* The conforming kernel must equal the sequential sums on any device.  */
  return c3 == NK * NJ * NI && w3 == NK * (NI * 450 + NJ * 45) ? 0 : 1;
}
