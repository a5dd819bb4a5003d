/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   every branch in the region is uniform.
   B1 'if (k > 2)': uniform, k is a parameter.
   B2 'if (*p == 5)': uniform, *p is a load from a uniform address (the
      parameter p); the loop stores only through the restrict out, which
      cannot alias it.  The load is under B1, so LIM cannot hoist it and it
      stays inside the region.
   B3 'if (t > m)': uniform, t = n * 2 + 3 is uniform (loop invariant).
   B4 'j < m' (inner loop exit): uniform, j = 0*T + 0,+1 and m a parameter.
   B5 'if (q[j] > k)': uniform, q[j] is a load from a uniform address
      (q + 4*j, the same for all lanes) that the loop never writes.
   Header copying adds the guard 'm > 0' of the inner loop: uniform too.
   Values: t, *p, p[1], q[j], j uniform; i affine (c = 1); v is not the
   point here (it starts as i, so it is never uniform).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 50

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict p, const int *restrict q,
	int k, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int t = n * 2 + 3;
      int v = i;
      if (k > 2)		/* B1 */
	{
	  v = v * t;
	  if (*p == 5)		/* B2 */
	    v = v + p[1];
	}
      if (t > m)		/* B3 */
	v = v - m;
      for (int j = 0; j < m; j++)	/* B4 */
	if (q[j] > k)		/* B5 */
	  v += q[j];
      out[i] = v;
    }
}

int
main (void)
{
  static const int q[8] = { 1, 9, 4, 7, 2, 8, 3, 6 };
  int out[N];
  for (int pv = 4; pv <= 5; pv++)
    for (int k = 1; k <= 5; k += 2)
      for (int m = 0; m <= 8; m += 4)
	for (int n = 0; n <= N; n += 25)
	  {
	    int p[2] = { pv, 11 };
	    kernel (out, p, q, k, m, n);
	    for (int i = 0; i < n; i++)
	      {
		int t = n * 2 + 3, v = i;
		if (k > 2)
		  v = pv == 5 ? v * t + 11 : v * t;
		if (t > m)
		  v -= m;
		for (int j = 0; j < m; j++)
		  v += q[j] > k ? q[j] : 0;
		if (out[i] != v)
		  __builtin_abort ();
	      }
	  }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 29\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 32\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 35\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 37\): uniform$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 38\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=6 divergent-branches=0} "qprop-div" } } */

/* div-check instrumented the build that ran: 6 branches and 13 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=6 values=13$} "qprop-div" } } */
