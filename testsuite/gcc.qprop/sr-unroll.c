/* qprop-sr unrolls an innermost loop whose carried values would
   otherwise be copied on every trip (sr-unroll, default 8).

     rot1        b[i] = a[i+1] - a[i]: a[i] comes from the previous
		 iteration's a[i+1], which is loaded before a[i] is used,
		 so the two are live together: unrolled 2 times
     rot2        b[i] = a[i-1] + a[i+1] (thesis Fig. 4.1): a chain of two
		 PHIs: unrolled 3 times
     nocopy      b[i] = 3 * a[i-1] + a[i]: the old value is used before
		 the new one is loaded, they share a register: not
		 unrolled
     exits       rot1 with a data-dependent break: the loop has no single
		 exit, so it is not unrolled and the dump says so
     outer_level a[i-1] carried two iterations of an outer loop (Fig.
		 4.4's shape): only innermost loops are unrolled; the
		 inner loop carries nothing
   GCC's own PRE carries rot1's a[i+1] into a[i] itself, so it is off
   here, as are predictive commoning (which unrolls for the same
   reason) and the vectorizer.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

double a[N], b[N];
double g[N][N], h[N];

__attribute__((noipa)) void
rot1 (int n)
{
  for (int i = 0; i < n - 1; i++)
    b[i] = a[i + 1] - a[i];
}

__attribute__((noipa)) void
rot2 (int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
}

__attribute__((noipa)) void
nocopy (int n)
{
  for (int i = 1; i < n; i++)
    b[i] = 3.0 * a[i - 1] + a[i];
}

__attribute__((noipa)) void
exits (int n)
{
  for (int i = 0; i < n - 1; i++)
    {
      if (a[i + 1] < -900.0)
	break;
      b[i] = a[i + 1] - a[i];
    }
}

__attribute__((noipa)) void
outer_level (int n, int m)
{
  for (int i = 1; i < n - 1; i++)
    {
      double x = a[i + 1];
      b[i] = x * 3.0;
      for (int j = 0; j < m; j++)
	g[i][j] = a[i - 1] * h[j];
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: unrolled 2 times, its carried values rotate through 2 registers\n(?:qprop-sr: loop[^\n]*\n)*qprop-sr: rot1: .* replaced=1 insertions=1 phis=1 carried=1 .* unrolled=1 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: unrolled 3 times, its carried values rotate through 3 registers\nqprop-sr: rot2: .* replaced=1 insertions=2 phis=2 carried=2 .* unrolled=1 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: not unrolled, its carried values rotate without copies\nqprop-sr: nocopy: .* replaced=1 .* unrolled=0 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: not unrolled \(it has no single exit that dominates its latch\), its carried values are copied each trip\nqprop-sr: exits: .* replaced=1 .* unrolled=0 not-unrolled=1$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr:   replaced: distance=2 [^\n]*\n(?:(?!;; Function|qprop-sr)[^\n]*\n)*qprop-sr: outer_level: [^\n]* replaced=1 insertions=2 phis=2 carried=2 [^\n]* unrolled=0 not-unrolled=0\n} "qprop-sr" } } */
