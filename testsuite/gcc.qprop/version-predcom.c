/* At -O3, in a function where qprop-version versioned a loop (smooth),
   GCC's predictive commoning is switched off, since qprop-sr carries the
   values without unrolling.  The pass says so; predictive commoning
   does not run on smooth at all (its dump has no smooth, and only one
   loop is unrolled); qprop-sr carries two values in smooth's checked
   copy and none in the unchecked one (three loads a store may clobber).
   smooth_r, whose restrict pointers leave nothing to version, keeps
   predictive commoning, which unrolls its loop.  The vectorizer is off
   so that predictive commoning sees the scalar loops.
   version-predcom-on.c is the same with version-predcom=on.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-vectorize -fplugin-arg-qprop-dump=qprop-version,qprop-sr -fdump-tree-pcom-details" } */

void
smooth (double *b, const double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

void
smooth_r (double *restrict b, const double *restrict a, int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=1 } "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version: smooth: -fpredictive-commoning switched off for the function; qprop-sr carries the values \(version-predcom=on keeps it\)$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {predictive-commoning switched off} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: smooth: .* replaced=2 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-sr: bb [0-9]+: not replaced, a store or call may clobber the element: } 3 "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {(?n)^;; Function smooth \(} "pcom" } } */
/* { dg-final { scan-tree-dump {(?n)^;; Function smooth_r \(} "pcom" } } */
/* { dg-final { scan-tree-dump-times {(?n)^Unrolling 2 times\.$} 1 "pcom" } } */
