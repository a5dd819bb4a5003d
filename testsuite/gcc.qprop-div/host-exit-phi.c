/* A value leaving a divergent loop through a PHI in the exit block (the
   paper's eta): store motion turns the store 'c[p] = j' of the inner loop,
   whose trip count is the lane's i & 7, into a register carried round the
   loop and one store after it, of a PHI whose argument is the uniform j
   of the loop.  The PHI itself is divergent: lanes leave after different
   numbers of iterations.  Reduced from scripts/simd-fuzz.py seed 1299 at
   -O1, where the analysis called that PHI uniform and div-check stopped
   the run.  */
/* { dg-do run } */
/* { dg-options "-O1 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */

#define N 40

__attribute__((noipa)) void
kernel (unsigned *restrict out, unsigned *restrict c, unsigned p, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      for (unsigned j = 0; j < ((unsigned) i & 7u); j++)
	c[p & 15] = j;
      out[i] = c[p & 15];
    }
}

int
main (void)
{
  unsigned c[16] = { 0 }, out[N];
  kernel (out, c, 3, N);
  unsigned last = 0;
  for (int i = 0; i < N; i++)
    {
      if (i & 7)
	last = (i & 7) - 1;
      if (out[i] != last)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)value [A-Za-z_.]*lsm[A-Za-z_.0-9]*: divergent$} "qprop-div" } } */

/* div-check instrumented the build that ran: 0 branches and 9 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=0 values=9$} "qprop-div" } } */
