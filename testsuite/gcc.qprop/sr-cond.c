/* Scalar replacement of a conditional load from an unconditional one in
   the previous iteration.  a[] is a global array with N + 1 elements;
   the kernels read a[0] ... a[n], so n <= N.

     cond_use    for (i = 0; i < n; i++)
                   {
                     x = a[i+1];
                     if (x & 1)
                       s += a[i];
                     else
                       s -= x;
                   }
                 a[i] in iteration i is the a[i+1] loaded (as x) in
                 iteration i-1 (distance 1).  The source load is on every
                 path through the loop body, the reused one only on the
                 x & 1 arm; the carried value is x itself, and a[0] for the
                 first iteration is loaded in the preheader (a constant
                 offset inside a global array, which cannot fault, although
                 the first iteration reads it only when a[1] is odd).
                 Expected to be transformed (distance 1).

     cond_break  for (i = 0; i < n; i++)
                   {
                     if (a[i+1] == key)
                       break;
                     s += a[i] * 3;
                   }
                 A loop with two exits (the latch test and the break on a
                 data-dependent test).  a[i] in iteration i is the a[i+1]
                 loaded in iteration i-1, before that iteration's break
                 test, so it is available on the latch edge (distance 1);
                 a[0] is loaded in the preheader.  The index at which the
                 loop left is stored to exit_index.  Expected to be
                 transformed (distance 1).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

int a[N + 1];
int exit_index;

__attribute__((noipa)) int
cond_use (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int x = a[i + 1];
      if (x & 1)
	s += a[i];
      else
	s -= x;
    }
  return s;
}

__attribute__((noipa)) int
cond_break (int key, int n)
{
  int s = 0, i;
  for (i = 0; i < n; i++)
    {
      if (a[i + 1] == key)
	break;
      s += a[i] * 3;
    }
  exit_index = i;
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: cond_use: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: cond_use: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: cond_break: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: cond_break: } "qprop-sr" } } */
