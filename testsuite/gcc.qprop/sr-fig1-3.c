/* Scalar replacement across loop iterations, thesis Fig. 1.3:

     for (i = 1; i < n; i++)
       b[i] = a[i] + a[i-1];

   a[i-1] in iteration i is the element loaded as a[i] in iteration i-1
   (distance 1).  qprop-sr replaces the load of a[i-1] with a value
   carried in a loop-header PHI (the a[i] of the previous iteration); the
   first iteration's a[0] is loaded once in the preheader.  Only one load
   of a[] per iteration is left.

     fig13_global    a, b global arrays: the store to b[i] cannot alias
                     a[], and a[0] is a constant offset inside a global
                     array, so the preheader load cannot fault.
     fig13_restrict  a, b restrict pointer parameters: the store through
                     b cannot alias a[].  The preheader load of a[0] is
                     safe because, after GCC's loop header copying, the
                     loop is a guarded do-while and its first iteration
                     reads a[0] (as a[i-1], i = 1) on every path from the
                     preheader.

   Both are expected to be transformed (distance 1).

   qprop-sr runs after GCC's vectorizer and predictive commoning; both
   are turned off so that they do not do this work first.  (GCC's own PRE
   leaves both loads of a[] in place here: checked in the GCC 12 cunroll
   dump.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

int a[N], b[N];

__attribute__((noipa)) void
fig13_global (int n)
{
  for (int i = 1; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

__attribute__((noipa)) void
fig13_restrict (int *restrict a, int *restrict b, int n)
{
  for (int i = 1; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fig13_global: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fig13_global: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fig13_restrict: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fig13_restrict: } "qprop-sr" } } */
