/* qprop-sr in SIMT code (host SIMT mode): a first iteration peeled off so
   that a load under a divergent test need not be inserted before the
   loop.

     for (k = 0; k < 16; k++)            the same for every lane
       {
	 a = in[i - 1];                  every iteration
	 s = a;
	 if (a & 1)                      divergent
	   s += in[i - 2];               in[i - 1] of the iteration before
	 out[i] = s;
       }

   in[i - 2] is the previous iteration's in[i - 1], so qprop-sr would
   carry it, but iteration 0 has no previous iteration: its value would
   have to be loaded before the loop, where the original reads it only
   when the test holds, and nothing says that element exists (a trap
   refusal).  With the first iteration peeled off, the loop starts at
   k = 1 and the value comes from the peeled copy's in[i - 1]: replaced,
   nothing inserted before the loop.  Only in SIMT code (the load under
   the test sits in a divergent arm); tail() shows the loop left alone
   when its trip count is not known, with_asm() when it holds an asm,
   which is never copied.

   The run compares out with a scalar reference for every n from 1 to
   40, with the low bit of in[] such that both sides of the test run.  */
/* { dg-do run } */
/* With sr-symbolic-steps=off, where a peel wants a count known at
   compile time; host-sr-peel-runtime.c runs the same with the default.  */
/* { dg-options "-O2 -fopenmp-simd -fno-tree-loop-vectorize -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-sr-symbolic-steps=off" } */

#include <stdlib.h>
#define T 40
#define SZ (20 * T + 4)
unsigned in[SZ], out[SZ], ref[SZ];

/* Row K of lane T: out[i] from in[i - 1] and, when its low bit is set,
   in[i - 2].  */
#define STEP(t, k)						\
  do								\
    {								\
      int i = 20 * (t) + 2 + (k);				\
      unsigned a = in[i - 1], s = a;				\
      if (a & 1)						\
	s += in[i - 2];						\
      RESULT;							\
    }								\
  while (0)
#define RESULT out[i] = s

__attribute__((noipa)) void
kernel (int n)
{
#pragma omp simd
  for (int t = 0; t < n; t++)
    for (int k = 0; k < 16; k++)
      STEP (t, k);
}

__attribute__((noipa)) void
tail (int n, int m)
{
#pragma omp simd
  for (int t = 0; t < n; t++)
    for (int k = 0; k < m; k++)
      STEP (t, k);
}

/* An asm in the loop: never copied into a peeled iteration.  */
__attribute__((noipa)) void
with_asm (int n)
{
#pragma omp simd
  for (int t = 0; t < n; t++)
    for (int k = 0; k < 16; k++)
      {
	__asm__ ("");
	STEP (t, k);
      }
}

#undef RESULT
#define RESULT if (out[i] != s) abort ()

static void
check (int n, int m)
{
  for (int t = 0; t < n; t++)
    for (int k = 0; k < m; k++)
      STEP (t, k);
}

int
main (void)
{
  for (int i = 0; i < SZ; i++)
    in[i] = (i * 2654435761u) >> 3;
  for (int n = 1; n <= T; n++)
    {
      kernel (n);
      check (n, 16);
      tail (n, n % 17);
      check (n, n % 17);
      with_asm (n);
      check (n, 16);
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-sr: loop [0-9]+: first iteration peeled, so that loads refused for fear of a trap come from it$} 1 "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: peeled=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: candidates=.* replaced=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration not peeled, it does not run a known number of times, at least twice$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-sr: tail: peeled=} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration not peeled, it has an asm statement$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-sr: with_asm: peeled=} "qprop-sr" } } */
