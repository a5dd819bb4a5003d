/* nbfilter (OpenACC); see nbfilter.h for the benchmark.
   Divergence: the thread loop is gang+vector partitioned, one chunk per
   vector lane; every neighbour test, and so every load of in[i-2] and
   in[i+2], depends on the lane's data.  */
double omp_get_wtime (void);

#include "nbfilter.h"

static void
filter_pass (const int *restrict in, int *restrict out)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(in[0:NP], out[0:NP])
  for (int t = 0; t < NTH; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = HALO + t * CHUNK + k;
	int c = in[i];
	int s = 8 * c, w = 8;
	int a = in[i - 1];
	if (a - c <= TH && c - a <= TH)
	  {
	    s += 4 * a, w += 4;
	    int b = in[i - 2];
	    if (b - c <= TH && c - b <= TH)
	      s += 2 * b, w += 2;
	  }
	a = in[i + 1];
	if (a - c <= TH && c - a <= TH)
	  {
	    s += 4 * a, w += 4;
	    int b = in[i + 2];
	    if (b - c <= TH && c - b <= TH)
	      s += 2 * b, w += 2;
	  }
	out[i] = (s + w / 2) / w;
      }
}

int
main (int argc, char **argv)
{
  int *x = malloc (NP * sizeof (int));
  int *y = malloc (NP * sizeof (int));
  nbfilter_setup (x, y);

  double t0, t1;
#pragma acc data copy(x[0:NP]) copyin(y[0:NP])
  {
    t0 = omp_get_wtime ();
    for (int p = 0; p < NPASS; p += 2)
      {
	filter_pass (x, y);
	filter_pass (y, x);
      }
    t1 = omp_get_wtime ();
  }

  nbfilter_report (argc, argv, x, t1 - t0);
  free (x); free (y);
  return 0;
}
