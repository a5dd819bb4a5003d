/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   a uniform inner loop inside the region.
   B1 inner loop exit 'j < n': uniform (j = 0*T + 0,+1; n a parameter);
      header copying adds the uniform guard 'n > 0'.
   B2 'if (a[i * n + j] > 0)': divergent; the address has index i*n + j,
      coefficient n unknown (divergent; an affine analysis with symbolic
      coefficients would say n*T + j), and the loaded value is divergent.
   Values: j uniform; u = PHI <0, u + j + k> uniform inside the inner loop
   and after it (uniform exit); s = PHI <0, s +/- ...> divergent (it merges
   at the join of the divergent B2).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define M 12
#define NN 5

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict a, int k, int n, int m)
{
#pragma omp simd
  for (int i = 0; i < m; i++)
    {
      int s = 0, u = 0;
      for (int j = 0; j < n; j++)	/* B1 */
	{
	  u = u * 3 + j + k;
	  if (a[i * n + j] > 0)		/* B2 */
	    s += a[i * n + j];
	  else
	    s -= j * u;
	}
      out[i] = s + u;
    }
}

int
main (void)
{
  int a[M * NN], out[M];
  for (int i = 0; i < M * NN; i++)
    a[i] = (i * 11) % 7 - 3;
  for (int n = 0; n <= NN; n += NN)
    for (int k = 0; k < 3; k++)
      {
	kernel (out, a, k, n, M);
	for (int i = 0; i < M; i++)
	  {
	    int s = 0, u = 0;
	    for (int j = 0; j < n; j++)
	      {
		u = u * 3 + j + k;
		s += a[i * n + j] > 0 ? a[i * n + j] : -j * u;
	      }
	    if (out[i] != s + u)
	      __builtin_abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 24\): uniform$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 27\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-not {(?n)value u_[0-9]+: divergent} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value s_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=3 divergent-branches=1 loops=1 divergent-loops=0} "qprop-div" } } */

/* div-check instrumented the build that ran: 2 branches and 13 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=2 values=13$} "qprop-div" } } */
