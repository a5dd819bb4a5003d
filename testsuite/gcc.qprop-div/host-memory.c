/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   loads from uniform addresses, with and without stores that may alias.
   L1 'buf[0]': uniform address, but the loop stores to buf[i] (same
      object), so the load is divergent (another lane may have written it).
      main presets buf[0] to the value iteration 0 stores, so the result
      does not depend on the order of the lanes.
   L2 'tab[k]', L3 'tab[7 - k]': uniform addresses (k a parameter), tab
      is never written in the loop: uniform.  They are under B1, so LIM
      cannot hoist them out of the region.
   B1 'if (flag)': uniform (parameter).
   B2 'if (u > w)': divergent (u is divergent).
   B3 'if (w > 3)': uniform (w = PHI <tab[k], tab[7 - k]> at the join of
      the uniform B1).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 40

__attribute__((noipa)) void
kernel (int *restrict buf, int *restrict out, const int *restrict tab,
	int k, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      buf[i] = i * 3 + k;
      int u = buf[0];		/* L1 */
      int w;
      if (flag)			/* B1 */
	w = tab[k];		/* L2 */
      else
	w = tab[7 - k];		/* L3 */
      int r = u + i;
      if (u > w)		/* B2 */
	r = r * 2 + w;
      if (w > 3)		/* B3 */
	r = r - w * i;
      out[i] = r;
    }
}

int
main (void)
{
  static const int tab[8] = { 5, 1, 7, 2, 9, 0, 4, 6 };
  int buf[N], out[N];
  for (int flag = 0; flag < 2; flag++)
    for (int k = 0; k < 8; k++)
      {
	buf[0] = k;		/* what iteration 0 stores */
	kernel (buf, out, tab, k, flag, N);
	for (int i = 0; i < N; i++)
	  {
	    int u = k, w = flag ? tab[k] : tab[7 - k], r = u + i;
	    if (u > w)
	      r = r * 2 + w;
	    if (w > 3)
	      r = r - w * i;
	    if (buf[i] != i * 3 + k || out[i] != r)
	      __builtin_abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 29\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 34\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 36\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value u_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value w_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 27\): address uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=3 divergent-branches=1} "qprop-div" } } */

/* div-check instrumented the build that ran: 2 branches and 11 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=2 values=11$} "qprop-div" } } */
