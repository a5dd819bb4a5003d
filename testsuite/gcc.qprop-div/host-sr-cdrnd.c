/* qprop-sr in SIMT code (host SIMT mode) under SSRQP, the default (whose
   insertions are ESRQP's), in a lane loop
   whose trip count differs between lanes:

     for (t = lane; t < n; t += 32)     divergent exit
       for (k = 0; k < 16; k++)          the same for every lane
	 out[i] = in[i - 1] + 2 * in[i] + in[i + 1];   i = 20 * t + 1 + k

   in[i + 1] of one iteration is in[i] of the next and in[i - 1] of the
   one after: qprop-sr carries both, with their first values loaded in
   the inner loop's preheader.  That preheader is control dependent on
   the divergent exit test of the t loop (and on the guard before it),
   but those tests only decide whether a lane runs another t iteration:
   every lane that runs the iteration runs the preheader, so the loads
   put there run in no divergent arm.  ESRQP takes the preheader as part
   of its CDRND; a rule that took every block under a divergent branch
   out of it would refuse both insertions ("a divergent arm").

   -fno-tree-loop-vectorize keeps GCC 12's -O2 vectorizer off the inner
   loop, as in the nvptx compiler, which has no vectors.

   The run compares out with a scalar reference for every n from 1 to
   70, so that the lanes' trip counts differ.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fno-tree-loop-vectorize -fplugin-arg-qprop-dump=qprop-sr-details" } */

#include <stdlib.h>
#define T 70
#define SZ (20 * T + 2)
unsigned in[SZ], out[SZ], ref[SZ];

__attribute__((noipa)) void
kernel (int n)
{
#pragma omp simd
  for (int l = 0; l < 32; l++)
    for (int t = l; t < n; t += 32)
      for (int k = 0; k < 16; k++)
	{
	  int i = 20 * t + 1 + k;
	  out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
	}
}

int
main (void)
{
  for (int i = 0; i < SZ; i++)
    in[i] = i * 2654435761u;
  for (int n = 1; n <= T; n++)
    {
      for (int i = 0; i < SZ; i++)
	out[i] = ref[i] = 7;
      for (int t = 0; t < n; t++)
	for (int k = 0; k < 16; k++)
	  {
	    int i = 20 * t + 1 + k;
	    ref[i] = in[i - 1] + 2 * in[i] + in[i + 1];
	  }
      kernel (n);
      for (int i = 0; i < SZ; i++)
	if (out[i] != ref[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: candidates=.* replaced=2 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=ssrqp arm-refusals=0 speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {a divergent arm} "qprop-sr" } } */
