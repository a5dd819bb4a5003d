/* qprop-sr in SIMT code (host SIMT mode) under SSRQP, the default: the
   shape of the SSRQP paper's Fig. 6, the loop of host-sr-esrqp.c.

     for (j = 0; j < M; j++)          inside each lane
       {
	 if ((x >> j) & 1)            divergent: x is the lane's a[i]
	   s += c[j + 1] * 3;         c[j + 1] on one arm
	 s ^= c[j];                   c[j]: the previous iteration's c[j + 1]
       }

   ESRQP refuses to load c[j + 1] in the other arm (host-sr-esrqp.c).
   SSRQP's query about speculation climbs from the arm to the divergent
   branch, whose block defines j's iteration, and hoists the load to the
   end of that block, before the branch: a warp runs both arms anyway.
   The hoisted load cannot trap in iterations 0 .. M-2, where the next
   iteration reads the same element as c[j]; for the last one, the
   loop's last iteration is peeled off (it keeps its load in the arm).
   Then c[j] is the value hoisted in the previous iteration: replaced.

   The run compares out with a scalar reference (noipa, no simd) for
   lane data whose bits take both arms.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>
#define N 500
#define M 40
unsigned a[N], c[M + 2], out[N];

__attribute__((noipa)) static unsigned
ref_one (int i)
{
  unsigned s = 0;
  for (int j = 0; j < M; j++)
    {
      if ((a[i] >> (j & 31)) & 1)
	s += c[j + 1] * 3;
      s ^= c[j];
    }
  return s;
}

__attribute__((noipa)) void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  if ((x >> (j & 31)) & 1)
	    s += c[j + 1] * 3;
	  s ^= c[j];
	}
      out[i] = s;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 2654435761u;
  for (int j = 0; j < M + 2; j++)
    c[j] = j * 40503u + 7;
  kernel (N);
  for (int i = 0; i < N; i++)
    if (out[i] != ref_one (i))
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: bb [0-9]+: to be hoisted to bb [0-9]+ once loop [0-9]+'s last iteration is peeled off \(read by the next iteration, or the peeled last one\): _[0-9]+ = c\[_[0-9]+\];$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: last iteration peeled, so that 1 loads can be hoisted in the loop$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=1 last-peeled=1$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: candidates=.* replaced=[1-9][0-9]* } "qprop-sr" } } */
