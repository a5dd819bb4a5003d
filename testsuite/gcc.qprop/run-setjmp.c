/* A loop whose loads a longjmp back into the function revisits: after
   setjmp returns the second time, the values loaded before must be read
   again (the array changed in between), and nothing qprop inserts may
   sit on the abnormal edges setjmp's second return takes.  Run at every
   torture level with every qprop pass, against the expected sums.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-pre,qprop-sr" } */

#include <setjmp.h>
#include <stdlib.h>

static jmp_buf env;
int a[34];
volatile int trips;

__attribute__((noipa)) static void
maybe_jump (int i)
{
  if (i == 20 && trips++ == 0)
    {
      for (int k = 0; k < 34; k++)
	a[k] += 1000;
      longjmp (env, 1);
    }
}

__attribute__((noipa)) int
walk (int n)
{
  int again = setjmp (env);
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i - 1] + a[i + 1];
      maybe_jump (i);
      s ^= a[i];
    }
  return s + again;
}

__attribute__((noipa, optimize ("O0"))) static int
expected (int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i - 1] + a[i + 1];
      s ^= a[i];
    }
  return s + 1;
}

int
main (void)
{
  for (int k = 0; k < 34; k++)
    a[k] = k * 37;
  int got = walk (32);
  /* The second pass over the loop starts from s = 0 with the array
     already changed: what the O0 loop gives on it.  */
  if (got != expected (32))
    abort ();
  return 0;
}

/* In the build that ran, qprop-pre (at every level) and qprop-sr (at every
   level but -Os, where it leaves loops optimized for size alone) asked
   about walk's loads and found them killed, and replaced none.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: walk: .* kills=1 eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: walk: candidates=3 .* kills=4 .* replaced=0 } "qprop-sr" { target { ! qprop_Os } } } } */
