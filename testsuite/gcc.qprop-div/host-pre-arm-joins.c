/* qprop-pre's one for one exception to the SIMT insertion rule
   (arm-joins=on, the default), in host SIMT mode (lane T = iteration of
   the omp simd loop).

     x = a[i];
     if (x & 1)                divergent
       r = b[i] * k + 3;       b[i] * k available at the end of this arm
     else
       r = x;                  ... and not at the end of this one
     out[i] = r + b[i] * k;    the origin, at the join

   The value reaches the join from every predecessor but the else-arm,
   so one evaluation there lets the join's go: a warp runs it at most as
   often as it ran the one at the join, and a warp whose lanes all take
   the then-arm runs one evaluation fewer.  ESRQP alone refuses it
   (host-pre-esrqp.c, arm-joins=off).  The load b[i] goes first, then
   the product, each one for one.

   neg_two_arms: three ways into the join, b[i] * k computed on one of
   them: two insertions would be needed, one per arm lacking it, and
   a divergent warp could run both; refused (arm-refusals), nothing
   eliminated.

   neg_loop_exit: p is 0 on the arm that skips a lane's search loop,
   and the loop's exit value on the other; the conversion of p at the
   join folds to 0 on the first edge, and the one insertion left would
   sit on the loop's exit.  Refused: lanes leave a
   divergent loop at different iterations, and a value live out of it
   costs a copy per iteration once qprop-linearize merges the exits.

   The runs compare with scalar references (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-insertion-rule=esrqp -fplugin-arg-qprop-dump=qprop-pre" } */

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

__attribute__((noipa)) static unsigned
ref_two (int i, unsigned k)
{
  unsigned x = a[i], r;
  if (x & 1)
    r = b[i] * k + 3;
  else if (x & 2)
    r = x ^ 5;
  else
    r = x >> 1;
  return r + b[i] * k;
}

__attribute__((noipa)) static unsigned
ref_exit (int i)
{
  int p = 0;
  if (a[i] & 1)
    do
      p++;
    while (p < 15 && b[p] != a[i]);
  return (unsigned) p * 3u + b[i];
}

__attribute__((noipa)) void
neg_loop_exit (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int p = 0;
      if (a[i] & 1)
	do
	  p++;
	while (p < 15 && b[p] != a[i]);
      out[i] = (unsigned) p * 3u + b[i];
    }
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

__attribute__((noipa)) void
neg_two_arms (int n, unsigned k)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i], r;
      if (x & 1)
	r = b[i] * k + 3;
      else if (x & 2)
	r = x ^ 5;
      else
	r = x >> 1;
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
      neg_loop_exit (N);
      for (int i = 0; i < N; i++)
	if (out[i] != ref_exit (i))
	  abort ();
      neg_two_arms (N, k);
      for (int i = 0; i < N; i++)
	if (out[i] != ref_two (i, k))
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: kernel: insertion-rule=esrqp arm-refusals=0 arm-joins=2$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre:   inserted in the divergent arm [0-9]+->[0-9]+: the only insertion, in place of the evaluation at the join$} 2 "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: kernel: candidates=.* eliminated=2 insertions=2 phis=2$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: neg_two_arms: insertion-rule=esrqp arm-refusals=[1-9][0-9]* arm-joins=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: neg_two_arms: candidates=.* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: neg_loop_exit: insertion-rule=esrqp arm-refusals=[1-9][0-9]* arm-joins=0$} "qprop-pre" } } */
