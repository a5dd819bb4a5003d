/* qprop-simt-pre in host SIMT mode (lane T = iteration of the omp simd
   loop): GCC's PRE is switched off in a function with a divergent branch
   in a SIMT region, and kept in one whose branches are all uniform.

   divergent: the kernel of host-pre-esrqp.c, at -O3, where GCC's partial
   PRE would insert b[i] * k into the divergent else-arm; with the guard
   GCC's PRE does not run in it, and qprop-pre, under ESRQP, inserts
   into the arm only what lets the join's evaluation go, one for one:
   the load of b[i] and the product (arm-joins=2, none refused).
   uniform: the branch tests a parameter, the same in every lane; GCC's
   PRE keeps the function.
   main has no simd loop: no SIMT region.

   The runs compare with scalar references (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-dump=qprop-simt-pre,qprop-pre" } */

#include <stdlib.h>
#define N 1000
unsigned a[N], b[N], out[N];

__attribute__((noipa)) static unsigned
ref_one (int i, unsigned k, int flag)
{
  unsigned x = a[i], r;
  if (x & 1)
    r = b[i] * k + 3;
  else
    r = x;
  r += b[i] * k;
  if (flag)
    r ^= b[i] >> 3;
  else
    r += 5;
  return r;
}

__attribute__((noipa)) void
divergent (int n, unsigned k)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i], r;
      if (x & 1)
	r = b[i] * k + 3;
      else
	r = x;
      out[i] = r + b[i] * k + 5;
    }
}

__attribute__((noipa)) void
uniform (int n, unsigned k, int flag)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned r = b[i] * k;
      if (flag)
	r = (r + a[i] * k) ^ (b[i] >> 3);
      else
	r = r + a[i] * k + 5;
      out[i] = r;
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
      divergent (N, k);
      for (int i = 0; i < N; i++)
	if (out[i] != ref_one (i, k, 0))
	  abort ();
      for (int flag = 0; flag < 2; flag++)
	{
	  uniform (N, k, flag);
	  for (int i = 0; i < N; i++)
	    {
	      unsigned r = b[i] * k;
	      r = flag ? (r + a[i] * k) ^ (b[i] >> 3) : r + a[i] * k + 5;
	      if (out[i] != r)
		abort ();
	    }
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-simt-pre: divergent: divergent-branches=[1-9][0-9]*: tree-pre switched off, qprop-pre does PRE here$} "qprop-simt-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-simt-pre: uniform: divergent-branches=0: tree-pre kept$} "qprop-simt-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-simt-pre: main: no SIMT region$} "qprop-simt-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: divergent: insertion-rule=ssrqp arm-refusals=0 arm-joins=2$} "qprop-pre" } } */
