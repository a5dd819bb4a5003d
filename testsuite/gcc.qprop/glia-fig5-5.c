/* Speculative load aggregation (thesis 5.4.2, Fig. 5.5): the extended
   up-safety only asks for a load of the same array earlier on every
   path, so a load may be moved to a point where it was not executed on
   every path.  qprop-glia does that only when the moved load cannot
   fault.  a[] is a global array of N + 1 ints and b[] one of N ints; the
   loops have constant bounds, so a[i+1] reads a[1] ... a[N], inside a[].

     fig5_5      for (i = 0; i < N; i++)
                   {
                     s += a[i];
                     t = b[i];
                     s ^= t;
                     if (t > 0)
                       s += a[i+1];
                   }
                 Loads in order a[i], b[i], then a[i+1] on the t > 0 arm
                 only.  Up-safe right after a[i] (a load of a[] on every
                 path), but not down-safe there: the move is speculative.
                 The index range of a[i+1] is known (1 ... N, in bounds of
                 a[N + 1]), so it cannot fault, and it is moved up to
                 right after a[i], before b[i].  Expected order a[i],
                 a[i+1], b[i]; one load moved, speculatively.

     fig5_5_ptr  the body of fig5_5 on pointer parameters pa and pb, for
                 i < n: nothing is known of the extent of pa[], so a
                 load of pa[i+1] on the t <= 0 path could fault (pa[i+1]
                 may be one past the last element).  Expected: refused
                 as a load that may trap; nothing moved.

     fig5_5_nonspec
                 for (i = 0; i < N; i++)
                   {
                     s += a[i];
                     t = b[i];
                     s ^= t;
                     if (t > 0)
                       s = s / 2 + t;
                     s += a[i+1];
                   }
                 a[i+1] is after the if, on every path; the if only
                 updates s.  It is moved up to right after a[i], before
                 b[i], on the path it was executed on in any case: not
                 speculative.  Expected order a[i], a[i+1], b[i]; one
                 load moved, not speculatively.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#define N 256

int a[N + 1], b[N];

__attribute__((noipa)) int
fig5_5 (void)
{
  int s = 0;
  for (int i = 0; i < N; i++)
    {
      s += a[i];
      int t = b[i];
      s ^= t;
      if (t > 0)
	s += a[i + 1];
    }
  return s;
}

__attribute__((noipa)) int
fig5_5_ptr (const int *pa, const int *pb, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += pa[i];
      int t = pb[i];
      s ^= t;
      if (t > 0)
	s += pa[i + 1];
    }
  return s;
}

__attribute__((noipa)) int
fig5_5_nonspec (void)
{
  int s = 0;
  for (int i = 0; i < N; i++)
    {
      s += a[i];
      int t = b[i];
      s ^= t;
      if (t > 0)
	s = s / 2 + t;
      s += a[i + 1];
    }
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_5: mode=mdglia .* moved=1 speculative=1 keep-order=1 keep-dimension=0 .* trap-refusals=0 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder speculative=yes [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig5_5: } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_5_ptr: mode=mdglia .* moved=0 .* trap-refusals=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia: bb [0-9]+: not moved, a load it would insert may trap; trying the down-safe placement: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig5_5_ptr: } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-glia: fig5_5_nonspec: mode=mdglia .* moved=1 speculative=0 keep-order=1 } "qprop-glia" } } */
/* { dg-final { scan-tree-dump {qprop-glia:   moved: array=a stopped-by=keepOrder speculative=no [^\n]*\nqprop-glia:   to bb [0-9]+ before a load of b: [^\n]*\n(?:(?!;; Function)[^\n]*\n)*qprop-glia: fig5_5_nonspec: } "qprop-glia" } } */
