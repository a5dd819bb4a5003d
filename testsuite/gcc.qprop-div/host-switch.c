/* Host SIMT mode (lane T = iteration of the omp simd loop, i = 1*T + 0):
   switches.
   S1 'switch (i % 4)': divergent (i % 4 of the affine i is not affine).
   S2 'switch (mode)': uniform (mode is a parameter).
   r is divergent after both joins (incoming values differ, and the
   loads a[i] come from an affine address).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 50

__attribute__((noipa)) void
kernel (int *restrict out, const int *restrict a, int mode, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int r;
      switch (i % 4)		/* S1 */
	{
	case 0: r = a[i] + 1; break;
	case 1: r = a[i] * 2; break;
	case 2: r = a[i] - i; break;
	default: r = i * 7; break;
	}
      switch (mode)		/* S2 */
	{
	case 0: r += 10; break;
	case 1: r *= a[i]; break;
	case 2: r -= a[i] * 3; break;
	case 5: r ^= i; break;
	default: r = -r; break;
	}
      out[i] = r;
    }
}

static int
ref (int ai, int i, int mode)
{
  int r = i % 4 == 0 ? ai + 1 : i % 4 == 1 ? ai * 2 : i % 4 == 2 ? ai - i
	  : i * 7;
  if (mode == 0)
    r += 10;
  else if (mode == 1)
    r *= ai;
  else if (mode == 2)
    r -= ai * 3;
  else if (mode == 5)
    r ^= i;
  else
    r = -r;
  return r;
}

int
main (void)
{
  int a[N], out[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 29) % 17 - 8;
  for (int mode = 0; mode < 7; mode++)
    {
      kernel (out, a, mode, N);
      for (int i = 0; i < N; i++)
	if (out[i] != ref (a[i], i, mode))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 19\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 26\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: mode=affine .*branches=2 divergent-branches=1} "qprop-div" } } */

/* div-check instrumented the build that ran: 0 branches and 11 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=0 values=11$} "qprop-div" } } */
