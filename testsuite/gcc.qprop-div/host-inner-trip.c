/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   inner loops whose trip count differs between lanes.
   B1 inner loop exit 'k < cnt[i]': divergent (cnt[i] is a load from an
      affine address).  k is uniform inside the loop (0, +1), s is
      divergent after the loop (divergent exit); header copying adds the
      guard 'cnt[i] > 0', divergent too.
   B2 inner loop exit 'k < i': divergent (k uniform 0*T + ..., i affine
      1*T: different coefficients; lane T runs T iterations); the copied
      guard 'i > 0' is divergent too.  t is divergent after the loop.
   s and t use 's * 3 + ...' so that no closed form replaces the loops.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 64

__attribute__((noipa)) void
kernel (unsigned *restrict out, unsigned *restrict out2,
	const int *restrict cnt, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 1;
      for (int k = 0; k < cnt[i]; k++)	/* B1 */
	s = s * 3 + k;
      out[i] = s;
      unsigned t = 2;
      for (int k = 0; k < i; k++)	/* B2 */
	t = t * 5 + k;
      out2[i] = t;
    }
}

int
main (void)
{
  int cnt[N];
  unsigned out[N], out2[N];
  for (int i = 0; i < N; i++)
    cnt[i] = (i * 13) % 9 - 1;	/* -1 .. 7 */
  kernel (out, out2, cnt, N);
  for (int i = 0; i < N; i++)
    {
      unsigned s = 1, t = 2;
      for (int k = 0; k < cnt[i]; k++)
	s = s * 3 + k;
      for (int k = 0; k < i; k++)
	t = t * 5 + k;
      if (out[i] != s || out2[i] != t)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 24\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 28\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value k_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=4 divergent-branches=4 loops=2 divergent-loops=2} "qprop-div" } } */

/* div-check instrumented the build that ran: 0 branches and 19 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=0 values=19$} "qprop-div" } } */
