/* qprop-sr in SIMT code (host SIMT mode) under the default insertion
   rule, ESRQP: the shape of the SSRQP paper's Fig. 4.

     for (j = 0; j < M; j++)          inside each lane
       {
	 if ((x >> j) & 1)            divergent: x is the lane's a[i]
	   s += c[j + 1] * 3;         c[j + 1] on one arm
	 s ^= c[j];                   c[j]: loaded one iteration earlier as
       }                              c[j + 1], but only on that arm

   Plain scalar replacement (SRQP) would load c[j + 1] in the else-arm
   too, to carry it to the next iteration's c[j]: code in a divergent arm
   that all lanes of a warp wait for.  ESRQP refuses that insertion
   (arm-refusals), and nothing is replaced.

   The run compares out with a scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-insertion-rule=esrqp -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>
#define N 500
#define M 40
unsigned a[N], c[M + 2], out[N];

__attribute__((noipa)) static unsigned
ref_one (int i, int m)
{
  unsigned s = 0;
  for (int j = 0; j < M; j++)
    {
      if ((a[i] >> (j & 31)) & 1)
	s += c[j + 1] * 3;
      s ^= c[j];
    }
  return s;
}

__attribute__((noipa)) void
kernel (int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  if ((x >> (j & 31)) & 1)
	    s += c[j + 1] * 3;
	  s ^= c[j];
	}
      out[i] = s;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 2654435761u;
  for (int j = 0; j < M + 2; j++)
    c[j] = j * 40503u + 7;
  for (int m = 1; m <= M; m += 13)
    {
      kernel (N, m);
      for (int i = 0; i < N; i++)
	if (out[i] != ref_one (i, m))
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=esrqp arm-refusals=[1-9][0-9]* speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: candidates=.* replaced=0 } "qprop-sr" } } */
