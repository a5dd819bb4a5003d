/* Scalar replacement in a loop nest, thesis Fig. 4.4:

     for (i = 1; i < n - 1; i++)
       {
         x = a[i+1];
         c[i] = x * 3;
         for (j = 1; j < m; j++)
           d[i][j] = a[i-1] * b[j] + b[j-1];
       }

   Two levels of reuse:
     - outer loop: a[i-1] in outer iteration i is the element loaded as
       a[i+1] (x) in the outer body two outer iterations earlier (distance
       2 at the outer level).  The reused load is written in the inner
       loop; it is invariant there, and LIM moves it to the inner loop's
       preheader, which is only reached when m > 1 (checked in the
       -O2 dumps of GCC 12: after loop header copying the inner loop is
       a do-while guarded by m > 1).  So the reused load is conditional,
       but its source x is loaded on every outer iteration.  a[0] and a[1] are loaded in the outer preheader
       (constant offsets inside a global array).
     - inner loop: b[j-1] in inner iteration j is the b[j] of inner
       iteration j-1 (distance 1); b[0] is loaded in the inner preheader
       (a constant offset inside a global array).

   The stores to c[] and d[][] cannot alias a[] or b[] (distinct global
   arrays).  c[i] = x * 3 and not c[i] = x: a plain copy would be turned
   into a memcpy by loop distribution, and the load of a[i+1] would leave
   the outer loop.  fig44 is expected to be transformed at both levels.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 64
#define M 48

int a[N], b[M], c[N], d[N][M];

__attribute__((noipa)) void
fig44 (int n, int m)
{
  for (int i = 1; i < n - 1; i++)
    {
      int x = a[i + 1];
      c[i] = x * 3;
      for (int j = 1; j < m; j++)
	d[i][j] = a[i - 1] * b[j] + b[j - 1];
    }
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fig44: .* replaced=2 insertions=3 phis=3 carried=3 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=2 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fig44: } "qprop-sr" } } */
