/* qprop-pre in SIMT code (host SIMT mode: lane T = iteration of the omp
   simd loop) under the default insertion rule, ESRQP: nothing is
   inserted into a divergent arm.

     x = a[i];
     if (x & 1)                divergent
       r = b[i] * k + 3;
     else
       r = x;                  the divergent else-arm
     out[i] = r + b[i] * k;    b[i] and b[i] * k: partially redundant

   Plain PRE (SRQP, host-pre-srqp.c) makes the second b[i] * k fully
   redundant by loading b[i] and multiplying in the else-arm.  In a warp
   that costs every lane the else-arm's code while only the lanes with
   even x need it, and lengthens the divergent stretch, so ESRQP refuses
   the insertion on that edge: arm-refusals counts it, and nothing is
   eliminated in the kernel.  GCC's PRE and code hoisting are off, so
   that the partial redundancy reaches qprop-pre.  The rule is taken
   strictly, as the paper states it (arm-joins=off): by default qprop-pre
   makes an exception for this very shape, one insertion that lets the
   join's evaluation go (host-pre-arm-joins.c).

   The run compares out with a scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-insertion-rule=esrqp -fplugin-arg-qprop-arm-joins=off -fplugin-arg-qprop-dump=qprop-pre" } */

#include <stdlib.h>
#define N 1000
unsigned a[N], b[N], out[N];

__attribute__((noipa)) static unsigned
ref_one (int i, unsigned k)
{
  unsigned x = a[i], r;
  if (x & 1)
    r = b[i] * k + 3;
  else
    r = x;
  return r + b[i] * k;
}

__attribute__((noipa)) void
kernel (int n, unsigned k)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i], r;
      if (x & 1)
	r = b[i] * k + 3;
      else
	r = x;
      out[i] = r + b[i] * k;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = i * 2654435761u >> 7;
      b[i] = i * 40503u;
    }
  for (unsigned k = 1; k < 4; k++)
    {
      kernel (N, k);
      for (int i = 0; i < N; i++)
	if (out[i] != ref_one (i, k))
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: kernel: insertion-rule=esrqp arm-refusals=[1-9][0-9]* arm-joins=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: kernel: candidates=.* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* Outside SIMT regions the rule does not apply (main has no simd loop).  */
/* { dg-final { scan-tree-dump-not {qprop-pre: main: insertion-rule} "qprop-pre" } } */
