/* qprop-sr in SIMT code (host SIMT mode) under SSRQP: the shape of the
   SSRQP paper's Fig. 5, hoisting out of a divergent branch within one
   iteration.

     for (j = 0; j < M; j++)          inside each lane
       {
	 if ((x >> j) & 1)            divergent (node 1)
	   s += c[j];                 node 2
	 s = s * 5 + 1;
	 if ((x >> (j + 3)) & 1)      divergent (node 4)
	   s ^= c[j] << 1;            node 5: partially redundant
	 s += c[j] >> 3;              read on every path
       }

   c[j] of node 2 is hoisted to the end of node 1, where the read at the
   end of the iteration shows it cannot trap; node 5's and the last
   reads then find the value.  -fno-code-hoisting and -fno-tree-pre
   keep GCC from doing the same motion itself (code hoisting, as the
   value is anticipated at node 1) or loading c[j] into the other arms
   (PRE), so that the test shows qprop-sr's.

   uniform () has the same loop with a branch on j, which every lane
   takes alike: SSRQP hoists nothing out of it (host-sr-ssrqp-s.c
   compiles this file under SSRQP_S, which does).

   The run compares both with scalar references.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>
#define N 300
#define M 24
unsigned a[N], c[M + 2], out[N], out2[N];

__attribute__((noipa)) static unsigned
ref_one (int i)
{
  unsigned s = 0, x = a[i];
  for (int j = 0; j < M; j++)
    {
      if ((x >> j) & 1)
	s += c[j];
      s = s * 5 + 1;
      if ((x >> (j + 3)) & 1)
	s ^= c[j] << 1;
      s += c[j] >> 3;
    }
  return s;
}

__attribute__((noipa)) static unsigned
ref_two (int i)
{
  unsigned s = a[i];
  for (int j = 0; j < M; j++)
    {
      if (j % 3 == 1)
	s += c[j];
      s = s * 7 + (c[j] >> 2);
    }
  return s;
}

__attribute__((noipa)) void
kernel (int n, const unsigned *c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  if ((x >> j) & 1)
	    s += c[j];
	  s = s * 5 + 1;
	  if ((x >> (j + 3)) & 1)
	    s ^= c[j] << 1;
	  s += c[j] >> 3;
	}
      out[i] = s;
    }
}

__attribute__((noipa)) void
uniform (int n, const unsigned *c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = a[i];
      for (int j = 0; j < M; j++)
	{
	  if (j % 3 == 1)
	    s += c[j];
	  s = s * 7 + (c[j] >> 2);
	}
      out2[i] = s;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 2654435761u;
  for (int j = 0; j < M + 2; j++)
    c[j] = j * 40503u + 7;
  kernel (N, c);
  uniform (N, c);
  for (int i = 0; i < N; i++)
    if (out[i] != ref_one (i) || out2[i] != ref_two (i))
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: bb [0-9]+: hoisted to bb [0-9]+ \(read later in the same iteration\): _[0-9]+ = \*_[0-9]+;$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=1 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: candidates=.* replaced=[1-9][0-9]* } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: uniform: insertion-rule=ssrqp arm-refusals=0 speculated=0 last-peeled=0$} "qprop-sr" } } */
