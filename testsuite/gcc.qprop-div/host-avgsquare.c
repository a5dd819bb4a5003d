/* Sampaio et al. 2013, Fig. 1, avgSquare, as an omp simd loop over tid
   (host SIMT mode: lane T = iteration, tid = 1*T + 0).
   B1 'if (tid < c)': divergent (affine tid against uniform c).
   B2 inner loop exit 'i < N': i = PHI <tid, i + c> is 1*T + (uniform),
      N = tid + c*c is 1*T + c*c: equal coefficients, so the comparison is
      uniform under the affine analysis (divergent under the simple,
      non-affine analysis).  Header copying adds the guard 'tid < N'
      (GIMPLE 'N > tid'), also affine 1*T vs 1*T: uniform under the affine
      analysis, divergent under the simple one.
   d: uniform inside the loop and after it under the affine analysis (the
      loop exit is uniform), divergent after the loop under the simple one.
   sum: divergent (loads m[i] from an affine address).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define C 8
#define NT 20

__attribute__((noipa)) void
avg_square (float *restrict v, const float *restrict m, int c, int n)
{
#pragma omp simd
  for (int tid = 0; tid < n; tid++)
    {
      if (tid < c)			/* B1 */
	{
	  int d = 0;
	  float sum = 0.0f;
	  int N = tid + c * c;
	  for (int i = tid; i < N; i += c)	/* B2 */
	    {
	      sum += m[i];
	      d += 1;
	    }
	  v[tid] = sum / d;
	}
    }
}

int
main (void)
{
  float m[C * C + C], v[NT];
  for (int i = 0; i < C * C + C; i++)
    m[i] = (float) ((i * 7) % 13);
  for (int c = 1; c <= C; c += C - 1)
    {
      for (int t = 0; t < NT; t++)
	v[t] = -1.0f;
      avg_square (v, m, c, NT);
      for (int t = 0; t < NT; t++)
	{
	  float want = -1.0f;
	  if (t < c)
	    {
	      float sum = 0.0f;
	      for (int k = 0; k < c; k++)
		sum += m[t + k * c];
	      want = sum / c;
	    }
	  if (v[t] != want)
	    __builtin_abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 25\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 30\): uniform$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value N_[0-9]+: affine 1\*T \+ \?$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value i_[0-9]+: affine 1\*T \+ \?$} "qprop-div" } } */
/* { dg-final { scan-tree-dump-not {(?n)value d_[0-9]+: divergent} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: avg_square: mode=affine .*branches=3 divergent-branches=1 loops=1 divergent-loops=0} "qprop-div" } } */

/* div-check instrumented the build that ran: 2 branches and 14 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=2 values=14$} "qprop-div" } } */
