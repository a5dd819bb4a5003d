/* Sampaio et al. 2013, Fig. 1, sumTriangle, as an omp simd loop over tid
   (host SIMT mode: lane T = iteration, tid = 1*T + 0).  The paper's final
   store 'v[d-1] = sum' is replaced by 'v[tid] = sum + d' so that lanes
   write distinct elements.
   B1 'if (tid < c)': divergent.
   B2 inner loop exit 'i < L': i = PHI <tid, i + c> is 1*T + (uniform),
      L = (tid + 1) * c is c*T + c (coefficient c is not a known constant):
      different coefficients, divergent (lane tid runs tid + 1 iterations).
      The copied guard 'tid < L' is divergent too.
   B3 'if (d % 2)': uniform.  d = PHI <0, d + 1> is uniform before and
      inside the loop (all active lanes step it together).
   d after the loop (in 'sum + d'): divergent, the loop exit is divergent.
   sum: divergent (loads m[i] from an affine address).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define C 8
#define NT 20

__attribute__((noipa)) void
sum_triangle (float *restrict v, const float *restrict m, int c, int n)
{
#pragma omp simd
  for (int tid = 0; tid < n; tid++)
    {
      if (tid < c)			/* B1 */
	{
	  int d = 0;
	  float sum = 0.0f;
	  int L = (tid + 1) * c;
	  for (int i = tid; i < L; i += c)	/* B2 */
	    {
	      if (d % 2)			/* B3 */
		sum += m[i];
	      d += 1;
	    }
	  v[tid] = sum + d;
	}
    }
}

int
main (void)
{
  float m[C * C], v[NT];
  for (int i = 0; i < C * C; i++)
    m[i] = (float) ((i * 5) % 11);
  for (int c = 1; c <= C; c += C - 1)
    {
      for (int t = 0; t < NT; t++)
	v[t] = -1.0f;
      sum_triangle (v, m, c, NT);
      for (int t = 0; t < NT; t++)
	{
	  float want = -1.0f;
	  if (t < c)
	    {
	      float sum = 0.0f;
	      /* Lane t runs t + 1 iterations, i = t + k*c.  */
	      for (int k = 0; k <= t; k++)
		if (k % 2)
		  sum += m[t + k * c];
	      want = sum + (t + 1);
	    }
	  if (v[t] != want)
	    __builtin_abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 26\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 31\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 33\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value L_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value d_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value d_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)loop [0-9]+ \(header bb [0-9]+\): divergent \(exit bb [0-9]+ -> bb [0-9]+\)$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: sum_triangle: mode=affine .*branches=4 divergent-branches=3 loops=1 divergent-loops=1} "qprop-div" } } */

/* div-check instrumented the build that ran: 1 branches and 13 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=1 values=13$} "qprop-div" } } */
