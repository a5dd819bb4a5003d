/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   PHIs at the join of a divergent branch.
   B1 'if (a[i] > 0)': divergent.  Both arms set x = k + 1 (the same value),
      so x is uniform after the join.  GCC folds this degenerate PHI away
      before PRE (x becomes the uniform k + 1, hoisted by LIM); the arms
      keep different stores so the branch itself survives.
   B2 'if (b[i] > 1)': divergent.  The arms set y = k and y = k + 2, so
      y = PHI <k, k + 2> at the join is divergent.
   B3 'if (x > 4)': uniform (x uniform).
   B4 'if (y > 4)': divergent (y divergent).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 40

__attribute__((noipa)) void
kernel (int *restrict o1, int *restrict o2, int *restrict o3,
	const int *restrict a, const int *restrict b, int k, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int x, y, r = i;
      if (a[i] > 0)		/* B1 */
	{ x = k + 1; o1[i] = a[i] * 3; }
      else
	{ x = k + 1; o2[i] = a[i] - i; }
      if (b[i] > 1)		/* B2 */
	{ y = k; o2[i] += 5; }
      else
	{ y = k + 2; o1[i] -= 7; }
      if (x > 4)		/* B3 */
	r = r * x;
      if (y > 4)		/* B4 */
	r = r - y * a[i];
      o3[i] = r + x + y;
    }
}

int
main (void)
{
  int a[N], b[N], o1[N], o2[N], o3[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 13) % 5 - 2, b[i] = (i * 7) % 4;
  for (int k = 1; k <= 5; k += 2)
    {
      for (int i = 0; i < N; i++)
	o1[i] = o2[i] = 100;
      kernel (o1, o2, o3, a, b, k, N);
      for (int i = 0; i < N; i++)
	{
	  int w1 = 100, w2 = 100, x = k + 1, y, r = i;
	  if (a[i] > 0) w1 = a[i] * 3; else w2 = a[i] - i;
	  if (b[i] > 1) { y = k; w2 += 5; } else { y = k + 2; w1 -= 7; }
	  if (x > 4)
	    r = r * x;
	  if (y > 4)
	    r = r - y * a[i];
	  if (o1[i] != w1 || o2[i] != w2 || o3[i] != r + x + y)
	    __builtin_abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 24\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 28\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 32\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 34\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value y_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=4 divergent-branches=3} "qprop-div" } } */

/* div-check instrumented the build that ran: 1 branches and 13 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=1 values=13$} "qprop-div" } } */
