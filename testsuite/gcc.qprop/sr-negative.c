/* Scalar replacement that must not be done (and one that must, for
   contrast).  The shape is the one of sr-fig1-3.c: a[i-1] in iteration i
   is the element loaded as a[i] in iteration i-1 (distance 1), unless
   something below forbids carrying it.

   Negatives, where a[i-1] (or a[i]) must stay a load:

     alias_store      for (i = 1; i < n; i++)
                        {
                          s += a[i] + a[i-1];
                          *p = s;
                        }
                      a and p are plain pointers: the store through p
                      may write a[i] after it was loaded, so the a[i-1]
                      of the next iteration must be loaded again (the run
                      test calls it with p = &a[k]).

     vol              s += a[i] + a[i-1] through a volatile int *: every
                      volatile access must stay.
     vol_global       the same on a global volatile int va[N].

     may_fault        for (i = 0; i < n; i++)
                        {
                          x = a[i+1];
                          s += x;
                          if (c[i])
                            s += a[i] * 2;
                        }
                      a[i] in iteration i is the a[i+1] of iteration i-1
                      (distance 1), but the first iteration needs a[0],
                      which is read only when c[0] is nonzero: on the other
                      paths from the preheader no load touches a[0]; a is
                      a pointer parameter, not a global array, and a[0] is
                      not between two elements loaded on every path (only
                      a[1] is).  Loading a[0] in the preheader could fault,
                      so nothing is replaced.

     call_between     for (i = 1; i < n; i++)
                        {
                          s += a[i];
                          touch (i);
                          s += a[i-1] * 3;
                        }
                      touch is an opaque (noipa) function that writes the
                      global array g[], and a may point to g: the call of
                      iteration i-1 may change a[i-1] after it was loaded
                      as a[i], so it must be loaded again.

   Positive, in this file for contrast:

     restrict_store   the body of alias_store with a and p restrict: the
                      store through p cannot write a[], so a[i-1] is
                      carried from the a[i] of the previous iteration
                      (distance 1); a[0] is loaded in the preheader (the
                      first iteration, which runs on every path from the
                      guarded preheader, reads it).  Expected to be
                      transformed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 64

volatile int va[N];
int g[N];

__attribute__((noipa)) int
alias_store (int *a, int *p, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i] + a[i - 1];
      *p = s;
    }
  return s;
}

__attribute__((noipa)) int
restrict_store (int *restrict a, int *restrict p, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i] + a[i - 1];
      *p = s;
    }
  return s;
}

__attribute__((noipa)) int
vol (volatile int *a, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    s += a[i] + a[i - 1];
  return s;
}

__attribute__((noipa)) int
vol_global (int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    s += va[i] + va[i - 1];
  return s;
}

__attribute__((noipa)) int
may_fault (int *a, int *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int x = a[i + 1];
      s += x;
      if (c[i])
	s += a[i] * 2;
    }
  return s;
}

__attribute__((noipa)) void
touch (int i)
{
  g[i] += 7 + i;
}

__attribute__((noipa)) int
call_between (int *a, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i];
      touch (i);
      s += a[i - 1] * 3;
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: alias_store: .* replaced=0 insertions=0 phis=0 carried=0 dropped=0 unprofitable=0 trap-refusals=0} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {not replaced, a store or call may clobber the element: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: alias_store: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: restrict_store: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: restrict_store: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: vol: candidates=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: vol_global: candidates=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: may_fault: .* replaced=0 insertions=0 phis=0 carried=0 dropped=0 unprofitable=0 trap-refusals=1} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {not replaced, a load it would insert may trap: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: may_fault: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: call_between: .* replaced=0 insertions=0 phis=0 carried=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {not replaced, a store or call may clobber the element: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: call_between: } "qprop-sr" } } */
