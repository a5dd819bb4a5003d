/* colwalk (OpenACC); see colwalk.h for the benchmark.
   Divergence: the column loop is gang+vector partitioned, one column per
   vector lane; every neighbour test, and so the load of in[r - 2][c],
   depends on the lane's pixels.  */
double omp_get_wtime (void);

#include "colwalk.h"

static void
filter_pass (const int *in, int *out)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(in[0:NPIX], out[0:NPIX])
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      {
	int m = in[r * W + c];
	int s = 8 * m, w = 8;
	int a = in[(r - 1) * W + c];
	if (a - m <= TH && m - a <= TH)
	  {
	    s += 4 * a, w += 4;
	    int b = in[(r - 2) * W + c];
	    if (b - m <= TH && m - b <= TH)
	      s += 2 * b, w += 2;
	  }
	a = in[(r + 1) * W + c];
	if (a - m <= TH && m - a <= TH)
	  s += 4 * a, w += 4;
	out[r * W + c] = (s + w / 2) / w;
      }
}

int
main (int argc, char **argv)
{
  int *x = malloc (NPIX * sizeof (int));
  int *y = malloc (NPIX * sizeof (int));
  colwalk_setup (x, y);

  double t0, t1;
#pragma acc data copy(x[0:NPIX]) copy(y[0:NPIX])
  {
    t0 = omp_get_wtime ();
    for (int p = 0; p < NPASS; p += 2)
      {
	filter_pass (x, y);
	filter_pass (y, x);
      }
    t1 = omp_get_wtime ();
  }

  colwalk_report (argc, argv, x, t1 - t0);
  free (x); free (y);
  return 0;
}
