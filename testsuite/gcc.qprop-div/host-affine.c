/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   affine values and addresses (coefficients in elements / in bytes).
   A1 a[i]: address a + 4*T (affine, 1 element, 4 bytes); value divergent.
   A2 b[2*i+1]: index 2*T + 1 (coefficient 2), address b + 8*T + 4.
   A3 c[i*n]: index i*n with n unknown: divergent (no known coefficient).
   A4 d[idx[i]]: idx[i] is divergent, so the address is divergent.
   A5 p[i], q[i] (double): address + 8*T (coefficient 8 bytes).
   B1 'if (i + 3 > i + k)': affine 1*T+3 vs 1*T+k, equal coefficients:
      uniform (GCC folds it to 'k <= 2' on a parameter anyway).
   B2 inner loop exit 'j < hi': j = PHI <i - k, j + 1> is 1*T + (uniform),
      hi = i + 4 is 1*T + 4: equal coefficients, uniform (every lane runs
      k + 4 iterations); the copied guard 'i - k < i + 4' likewise.
   x and y are divergent (loads from affine/divergent addresses).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define L 16
#define NN 3

__attribute__((noipa)) void
kernel (int *restrict o, double *restrict q, const int *restrict a,
	const int *restrict b, const int *restrict c, const int *restrict d,
	const int *restrict idx, const double *restrict p, int k, int n,
	int len)
{
#pragma omp simd
  for (int i = 0; i < len; i++)
    {
      int x = a[i];		/* A1 */
      x += b[2 * i + 1];	/* A2 */
      x += c[i * n];		/* A3 */
      x += d[idx[i]];		/* A4 */
      double y = p[i];		/* A5 */
      if (i + 3 > i + k)	/* B1 */
	x = x * 2 + i;
      int lo = i - k, hi = i + 4;
      for (int j = lo; j < hi; j++)	/* B2 */
	y = y * 0.5 + j;
      o[i] = x;
      q[i] = y;
    }
}

int
main (void)
{
  int a[L], b[2 * L + 1], c[L * NN], d[L], idx[L], o[L];
  double p[L], q[L];
  for (int i = 0; i < 2 * L + 1; i++)
    b[i] = i * 3 - 7;
  for (int i = 0; i < L * NN; i++)
    c[i] = i % 5;
  for (int i = 0; i < L; i++)
    {
      a[i] = i * i;
      d[i] = 100 - i;
      idx[i] = (i * 7) % L;
      p[i] = i * 0.25;
    }
  for (int k = -2; k <= 5; k++)
    {
      kernel (o, q, a, b, c, d, idx, p, k, NN, L);
      for (int i = 0; i < L; i++)
	{
	  int x = a[i] + b[2 * i + 1] + c[i * NN] + d[idx[i]];
	  double y = p[i];
	  if (3 > k)
	    x = x * 2 + i;
	  for (int j = i - k; j < i + 4; j++)
	    y = y * 0.5 + j;
	  if (o[i] != x || q[i] != y)
	    __builtin_abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 34\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 37\): uniform$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 29\): address affine stride 4$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 30\): address affine stride 8$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 31\): address divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 32\): address divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 33\): address affine stride 8$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)store bb [0-9]+ \(line 40\): address affine stride 8$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=3 divergent-branches=0 loops=1 divergent-loops=0} "qprop-div" } } */

/* div-check instrumented the build that ran: 3 branches and 19 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=3 values=19$} "qprop-div" } } */
