/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   results of calls and atomics.
   C1 'f (k)': f is not const (noipa, unknown to the caller), so its result
      is divergent although the argument k is uniform.
   C2 'g (k)': g is declared const and k is uniform: uniform.
   C3 '__builtin_popcount (k)': const builtin on a uniform argument:
      uniform.  C2 and C3 are under B1, so LIM cannot hoist them.
   C4 '__builtin_abs (k)' (an ABS_EXPR in GIMPLE, hoisted by LIM): uniform.
   C5 '__atomic_fetch_add (&counter, 1, ...)': divergent (each lane gets
      its own value).
   B1 'if (flag)': uniform.  B2 'if (c2 > c3)': uniform (C2, C3).
   B3 'if (r1 > 10)': divergent (r1 from C1).
   B4 'if (a > 2)': uniform (a from C4).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 32

int counter;
__attribute__((noipa)) int f (int x) { return x * 2 + 1; }
__attribute__((noipa, const)) int g (int x) { return x * 3 - 1; }

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict ticket, int k, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int r1 = f (k);				/* C1 */
      int r = i;
      if (flag)					/* B1 */
	{
	  int c2 = g (k);			/* C2 */
	  int c3 = __builtin_popcount ((unsigned) k);	/* C3 */
	  if (c2 > c3)				/* B2 */
	    r += c2;
	  else
	    r -= c3;
	}
      if (r1 > 10)				/* B3 */
	r -= r1;
      int a = __builtin_abs (k);		/* C4 */
      if (a > 2)				/* B4 */
	r = r * 2 + a;
      ticket[i] = __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED); /* C5 */
      out[i] = r;
    }
}

int
main (void)
{
  int out[N], ticket[N];
  for (int k = -4; k <= 6; k += 5)	/* -4, 1, 6 */
    for (int flag = 0; flag < 2; flag++)
      {
	int seen[N] = { 0 };
	int c3 = k == -4 ? 30 : k == 1 ? 1 : 2;	/* popcount */
	counter = 0;
	kernel (out, ticket, k, flag, N);
	if (counter != N)
	  __builtin_abort ();
	for (int i = 0; i < N; i++)
	  {
	    int r = i, a = k < 0 ? -k : k;
	    if (flag)
	      r = k * 3 - 1 > c3 ? r + k * 3 - 1 : r - c3;
	    if (k * 2 + 1 > 10)
	      r -= k * 2 + 1;
	    if (a > 2)
	      r = r * 2 + a;
	    if (out[i] != r || ticket[i] < 0 || ticket[i] >= N
		|| seen[ticket[i]]++)
	      __builtin_abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 31\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 35\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 40\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 43\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value r1_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value c2_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value c3_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=4 divergent-branches=1} "qprop-div" } } */

/* div-check instrumented the build that ran: 3 branches and 13 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=3 values=13$} "qprop-div" } } */
