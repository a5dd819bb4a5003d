/* sr-carried=N bounds the values in one loop's header PHIs, the loop's
   own included.  four has four chains, each a[i-1] after a[i] (one
   carried value each), and one induction variable of its own; with N=4
   the first three queried are replaced and the fourth is dropped, with a
   line in the dump.  (Its body loads 8 values a trip, not more than
   2 * 4, so the loop is not ruled out as already busy.)  The references are queried in order of their
   blocks' profile counts, here all equal, so in program order.

   select_arm: the load of a[i-1] is all its branch arm does, and its
   value only meets the other arm's in a PHI.  Replacing it would empty
   the arm, and GCC would turn the branch into a select that costs more
   than the load (the upwind choice of the secondorder kernel), so it is
   not a candidate at all: the candidates are q[i] and u[i] only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-sr-carried=4" } */

#define N 1000
int a[N], b[N], c[N], d[N], o[N];
double u[N], q[N], f[N];

__attribute__((noipa)) void
four (int n)
{
  for (int i = 1; i < n; i++)
    o[i] = (a[i] - a[i - 1]) ^ (b[i] - b[i - 1]) ^ (c[i] - c[i - 1])
	   ^ (d[i] - d[i - 1]);
}

__attribute__((noipa)) void
select_arm (int n)
{
  for (int i = 1; i < n; i++)
    {
      double qc = q[i];
      double up = u[i] > 0.0 ? q[i - 1] : qc;
      f[i] = u[i] * up;
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: four: .* replaced=3 insertions=3 phis=3 carried=3 dropped=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-sr: loop [0-9]+: dropped, it would carry more than sr-carried=4 values: } 1 "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: select_arm: candidates=2 .* replaced=0 } "qprop-sr" } } */
