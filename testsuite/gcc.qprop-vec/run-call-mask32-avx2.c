/* A `declare simd simdlen(4)' function on ints called under a
   lane-varying branch in a loop of doubles at -O3 -march=x86-64-v3: the
   loop has 64-bit lanes (VF 4), the AVX2 inbranch clone takes V4SI
   arguments and a V4SI mask, so the arm's V4DI mask is narrowed
   (mask_to) before the call.  iwave () traps on the lanes whose mask is
   clear (a negative a[i]).  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <stdio.h>
#include <stdlib.h>
#pragma omp declare simd simdlen(4) linear(k:1)
__attribute__ ((noinline)) int
iwave (int x, int k)
{
  if (x < 0)
    __builtin_trap ();
  return x * 3 + (k & 7);
}
static int iref (int x, int k) { return x * 3 + (k & 7); }
__attribute__ ((noipa)) void
kern (double *restrict out, const double *restrict x, const int *restrict a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (a[i] >= 0)
	v = v + iwave (a[i], i);
      out[i] = v;
    }
}
__attribute__ ((noipa)) void
ref (double *restrict out, const double *restrict x, const int *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (a[i] >= 0)
	v = v + iref (a[i], i);
      out[i] = v;
    }
}
double x[1003], o1[1003], o2[1003]; int a[1003];
int main (void)
{
  for (int i = 0; i < 1003; i++) { x[i] = i * 0.37; a[i] = (i * 7919) % 23 - 11; }
  for (int n = 0; n < 1003; n += 97)
    {
      kern (o1, x, a, n); ref (o2, x, a, n);
      for (int i = 0; i < n; i++) if (o1[i] != o2[i]) { printf ("%d %d\n", n, i); abort (); }
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* calls=1 clones=1$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {= iwave\.simdclone\.[0-9]+ \(} "qprop-vectorize" } } */
