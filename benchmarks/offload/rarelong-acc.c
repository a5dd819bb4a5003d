/* rarelong (OpenACC); see rarelong.h for the benchmark.
   Divergence: the lane loop is gang+vector partitioned, one lane's item
   list per vector lane; loop A's trip count is the same for every lane,
   loop B's is the lane's item length.  */
double omp_get_wtime (void);

#include "rarelong.h"

static void
rarelong_run (const unsigned *restrict seed, const int *restrict len,
	      unsigned *restrict sum)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(seed[0:NITEM], len[0:NITEM], sum[0:NL])
  for (int p = 0; p < NL; p++)
    {
      unsigned acc = 0;
      for (int q = 0; q < RL_Q; q++)			/* loop A */
	{
	  int it = q * NL + p;
	  unsigned s = seed[it] ^ acc;
	  s = (s ^ (s >> 16)) * 0x7feb352du;
	  int n = len[it];
	  for (int k = 0; k < n; k++)			/* loop B */
	    {
	      s = (s ^ (s >> 15)) * 0x85ebca6bu + (unsigned) k;
	      s = (s ^ (s >> 13)) * 0xc2b2ae35u;
	      s = (s ^ (s >> 16)) * 0x27d4eb2fu;
	    }
	  acc += s ^ (s >> 13);
	}
      sum[p] = acc;
    }
}

int
main (int argc, char **argv)
{
  unsigned *seed = malloc (NITEM * sizeof (unsigned));
  int *len = malloc (NITEM * sizeof (int));
  unsigned *sum = malloc (NL * sizeof (unsigned));
  rarelong_setup (rl_even (), seed, len);

  double t0, t1;
#pragma acc data copyin(seed[0:NITEM], len[0:NITEM]) copyout(sum[0:NL])
  {
    t0 = omp_get_wtime ();
    rarelong_run (seed, len, sum);
    t1 = omp_get_wtime ();
  }

  rarelong_report (argc, argv, sum, t1 - t0);
  free (seed); free (len); free (sum);
  return 0;
}
