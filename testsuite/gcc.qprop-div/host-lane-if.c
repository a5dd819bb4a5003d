/* Host SIMT mode: the body of the omp simd loop in kernel is a SIMT region
   whose lane T is the iteration number, so i = 1*T + 0 (affine, c = 1).
   B1 'if (a[i] & 1)': divergent.  a[i] is a load from an affine address
      (a + 4*T), so its value, and the condition, are divergent.
   B2 'if (i & 1)': divergent.  i is affine (c = 1); i & 1 is not affine,
      so the condition on the lane itself is divergent.
   B3 'if (flag)': uniform.  flag is a parameter (loop invariant).
   r after the joins of B1 and B2 is divergent (the incoming values
   differ); after B3 it stays divergent only because r already is.
   The simd loop's own exit 'i < n' is the region boundary: not reported.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 100

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict a, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int r = a[i] >> 2;
      if (a[i] & 1)		/* B1 */
	r = r * 3 + a[i];
      if (i & 1)		/* B2 */
	r = r - 5 * a[i];
      if (flag)			/* B3 */
	r = r * 7 + i;
      out[i] = r;
    }
}

static int
ref (int ai, int i, int flag)
{
  int r = ai >> 2;
  if (ai & 1)
    r = r * 3 + ai;
  if (i & 1)
    r = r - 5 * ai;
  if (flag)
    r = r * 7 + i;
  return r;
}

int
main (void)
{
  int a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 37 + 11) % 23;
  for (int flag = 0; flag < 2; flag++)
    {
      kernel (out, a, flag, N);
      for (int i = 0; i < N; i++)
	if (out[i] != ref (a[i], i, flag))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 23\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 25\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 27\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value i_[0-9]+: affine 1\*T \+ 0$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)load bb [0-9]+ \(line 22\): address affine stride 4$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=3 divergent-branches=2} "qprop-div" } } */

/* div-check instrumented the build that ran: 1 branches and 6 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=1 values=6$} "qprop-div" } } */
