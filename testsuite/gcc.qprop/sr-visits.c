/* sr-visits=N bounds the different rewritings of a reference one block
   may be asked about (visitLimNum).  With N=1:
     near   a[i-1] after a[i]: the latch block is asked about a[i] once,
	    and finds it: replaced (distance 1)
     far    a[i-1] after a[i+1] (thesis Fig. 4.1): the latch block would be
	    asked about a[i] and then a[i+1]; the second rewriting answers
	    false (visit-limits), so nothing is replaced.
   The default (3) replaces both; see sr-fig4-1.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-sr-visits=1" } */

#define N 1000
int a[N], b[N];

__attribute__((noipa)) void
near (int n)
{
  for (int i = 1; i < n; i++)
    b[i] = a[i] + a[i - 1];
}

__attribute__((noipa)) void
far (int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: near: .* replaced=1 insertions=1 phis=1 carried=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: far: .* visit-limits=[1-9][0-9]* replaced=0 insertions=0 phis=0 carried=0 } "qprop-sr" } } */
