/* A value carried round an irreducible goto cycle that lies outside
   every natural loop: the cycle belongs to the function body's loop
   (loop 0), and the register-pressure guard must estimate that "loop"
   too.  Its first version asked GCC for loop 0's body in dominator
   order, which GCC refuses (an internal compiler error found by
   scripts/check-ice.sh on gcc.c-torture/compile/pr59417.c at -O1
   -fno-tree-pre).  The natural loop at the top is only there so that
   GCC runs its loop pipeline, and qprop-sr with it.  g[i] at `inside'
   is the previous trip's g[i - 1] at `top' only on the path through
   `top'; entering at `inside' it is loaded at the entry.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

int g[64], out[64];
int h;

__attribute__((noipa)) void
f (int n, int m, int k)
{
  for (int j = 0; j < n; j++)
    h += j;
  int i = 1;
  if (k)
    goto inside;
top:
  out[i] = g[i - 1];
inside:
  out[i + 1] = g[i] * 3;
  i++;
  if (i < m)
    goto top;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: f: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
