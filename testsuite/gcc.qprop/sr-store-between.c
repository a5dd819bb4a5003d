/* Scalar replacement across stores to other elements of the same array
   (thesis Figs. 4.2 and 4.3), and a stored value forwarded to a load in a
   later iteration.  All arrays are global, so a store to b[] cannot alias
   a[], and the elements the preheader needs (a[0], a[1], a[2]) are
   constant offsets inside a global array, whose loads cannot fault.  The
   arithmetic is unsigned, so nothing overflows whatever the inputs.

   Positives:

     store_between   for (i = 1; i < n - 1; i++)
                       {
                         t = a[i-1];
                         a[i+1] = t + c[i];
                         s += a[i] ^ t;
                       }
                     In iteration i, a[i] is the value STORED as a[i+1] in
                     iteration i-1 (distance 1): on the way from that store
                     to the load sit the load of a[i-1] and the store to
                     a[i+1], a different element (same base, offsets i+1
                     and i of the same i), so the stored value t + c[i-1]
                     is forwarded through a header PHI; a[1] comes from the
                     preheader.  t = a[i-1] is the a[i] loaded (forwarded)
                     in iteration i-1 (distance 1), also carried; a[0]
                     comes from the preheader.  Both loads of a[] go: the
                     loop only stores to a[].

     load_store_load for (i = 1; i < n - 2; i++)
                       {
                         t = a[i];
                         a[i+2] = t + c[i];
                         b[i] = t - a[i-1];
                       }
                     a[i-1] in iteration i is the a[i] loaded as t in
                     iteration i-1 (distance 1), across the stores to
                     a[i+1] (iteration i-1) and a[i+2] (iteration i),
                     which are other elements.  t = a[i] is the value
                     stored as a[i+2] in iteration i-2 (distance 2,
                     forwarded); the first two iterations read a[1] and
                     a[2], loaded in the preheader, and a[0] for a[i-1].

     fwd_store       for (i = 1; i < n; i++)
                       {
                         a[i] = c[i] * 3 + 1;
                         b[i] = a[i-1] + c[i];
                       }
                     A store followed by a load of the same element one
                     iteration later: a[i-1] in iteration i is the value
                     stored as a[i] in iteration i-1 (distance 1), which is
                     forwarded (c[i-1] * 3 + 1, carried in a PHI); a[0] is
                     loaded in the preheader.  The store to a[i] in
                     iteration i sits between, but is another element.

     recurrence      for (i = 1; i < n; i++)
                       a[i] = a[i-1] * 3 + c[i];
                     a[i-1] is the value stored as a[i] in the previous
                     iteration (distance 1): the loop keeps the running
                     value in a register, and a[0] is loaded once in the
                     preheader.

   Negative, nothing may be replaced:

     store_may_alias for (i = 1; i < n; i++)
                       {
                         b[i] = a[i] + a[i-1];
                         a[i+k] = b[i] & 0xff;
                       }
                     k is a parameter: for k = 0 the store of iteration i-1
                     writes a[i-1] after it was loaded as a[i], so the
                     value loaded there is stale when iteration i reads
                     a[i-1], which must be loaded again.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

unsigned a[N], b[N], c[N];

__attribute__((noipa)) unsigned
store_between (int n)
{
  unsigned s = 0;
  for (int i = 1; i < n - 1; i++)
    {
      unsigned t = a[i - 1];
      a[i + 1] = t + c[i];
      s += a[i] ^ t;
    }
  return s;
}

__attribute__((noipa)) void
load_store_load (int n)
{
  for (int i = 1; i < n - 2; i++)
    {
      unsigned t = a[i];
      a[i + 2] = t + c[i];
      b[i] = t - a[i - 1];
    }
}

__attribute__((noipa)) void
fwd_store (int n)
{
  for (int i = 1; i < n; i++)
    {
      a[i] = c[i] * 3u + 1u;
      b[i] = a[i - 1] + c[i];
    }
}

__attribute__((noipa)) void
recurrence (int n)
{
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3u + c[i];
}

__attribute__((noipa)) void
store_may_alias (int k, int n)
{
  for (int i = 1; i < n; i++)
    {
      b[i] = a[i] + a[i - 1];
      a[i + k] = b[i] & 0xffu;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: store_between: .* replaced=2 insertions=2 phis=2 carried=2 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: store_between: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: load_store_load: .* replaced=2 insertions=3 phis=5 carried=5 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=2 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=3 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: load_store_load: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fwd_store: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fwd_store: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: recurrence: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: recurrence: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: store_may_alias: .* replaced=0 insertions=0 phis=0 carried=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: bb [0-9]+: not replaced, a store or call may clobber the element: _[0-9]+ = a\[i_[0-9]+\];} "qprop-sr" } } */
