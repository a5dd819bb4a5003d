/* Scalar replacement two iterations apart, thesis Fig. 4.1:

     for (i = 1; i < n - 1; i++)
       b[i] = a[i-1] + a[i+1];

   a[i-1] in iteration i is the element loaded as a[i+1] in iteration i-2
   (distance 2).  a[i] itself is never loaded, so the value has to be
   carried through two loop-header PHIs (one per iteration of distance),
   and the first two iterations' a[0] and a[1] are loaded in the
   preheader.  One load of a[] per iteration is left.

     fig41_int     int global arrays
     fig41_double  double global arrays, the same shape

   Both are expected to be transformed (distance 2): the store to b[i]
   cannot alias a[] (distinct global arrays), and a[0], a[1] are constant
   offsets inside a global array, so their preheader loads cannot fault.
   The loop runs zero times for n <= 2.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

int a[N], b[N];
double da[N], db[N];

__attribute__((noipa)) void
fig41_int (int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i - 1] + a[i + 1];
}

__attribute__((noipa)) void
fig41_double (int n)
{
  for (int i = 1; i < n - 1; i++)
    db[i] = da[i - 1] + da[i + 1];
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fig41_int: .* replaced=1 insertions=2 phis=2 carried=2 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=2 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fig41_int: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: fig41_double: .* replaced=1 insertions=2 phis=2 carried=2 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=2 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: fig41_double: } "qprop-sr" } } */
