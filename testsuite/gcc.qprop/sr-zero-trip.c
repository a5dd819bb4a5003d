/* Scalar replacement in loops that may run zero times.  The preheader
   load that starts the carried value must be safe although the loop may
   not run at all.  Global arrays.

     zt_count   for (i = 0; i < n; i++)
                  b[i] = a[i+2] - a[i+1];
                n may be 0 or negative.  a[i+1] in iteration i is the
                a[i+2] of iteration i-1 (distance 1); a[1] comes from the
                preheader, a constant offset inside a global array, whose
                load cannot fault whatever n is.

     zt_start   for (i = start; i < n; i++)
                  b[i] = a[i] + a[i-1];
                The start index is a parameter too, and may be >= n.
                a[i-1] is the a[i] of the previous iteration (distance 1).
                The first value, a[start-1], is not at a constant offset:
                its preheader load is safe because after loop header
                copying the preheader is only reached when start < n, and
                the first iteration reads a[start-1] on every path from
                there.

     zt_down    for (i = n - 1; i >= start; i--)
                  s += u[i] * u[i+1];
                A loop counting down: u[i+1] in the iteration for i is the
                u[i] of the previous iteration (the one for i + 1),
                distance 1.  u[n] comes from the preheader, reached only
                when n - 1 >= start; the first iteration reads it.

   All three are expected to be transformed (distance 1).

   Why not the simpler b[i] = a[i+1] - a[i]: there the reused index is
   the induction variable itself and the source index is its next value,
   and with -fno-tree-vectorize GCC's own PRE carries that load across
   iterations (a[0] in the preheader, a prephitmp_ PHI in the header)
   long before qprop-sr runs.  With the vectorizer on, PRE refrains from
   such loop-carried PHIs; the tests turn it off.  The shapes above keep
   both loads up to qprop-sr (checked in the GCC 12 cunroll dump).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

int a[N], b[N];
unsigned u[N];

__attribute__((noipa)) void
zt_count (int n)
{
  for (int i = 0; i < n; i++)
    b[i] = a[i + 2] - a[i + 1];
}

__attribute__((noipa)) void
zt_start (int start, int n)
{
  for (int i = start; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

__attribute__((noipa)) unsigned
zt_down (int start, int n)
{
  unsigned s = 0;
  for (int i = n - 1; i >= start; i--)
    s += u[i] * u[i + 1];
  return s;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: zt_count: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: zt_start: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: zt_down: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: zt_count: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: zt_start: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: zt_down: } "qprop-sr" } } */
