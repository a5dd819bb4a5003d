/* colarm (OpenACC); see colarm.h for the benchmark.
   Divergence: the column loop is gang+vector partitioned, one column per
   vector lane; both arm tests depend on the lane's pixel.  The arrays
   are present() on the device: the caller's data region holds them.  */
double omp_get_wtime (void);

#include "colarm.h"

static void
colarm_pass (const int *in, int *out, int w, int h)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(in[0:w * h], out[0:w * h])
  for (int c = 0; c < w; c++)
    for (int r = 1; r < h - 1; r++)
      {
	int m = in[r * w + c];
	int s = 4 * m, wt = 4;
	if (m & 1)
	  {
	    int up = (r - 1) * w + c;
	    int a = in[up];
	    if (a - m <= CA_TH && m - a <= CA_TH)
	      s += 2 * a, wt += 2;
	  }
	if (m < CA_LEVEL)
	  {
	    int dn = (r + 1) * w + c;
	    int b = in[dn];
	    if (b - m <= CA_TH && m - b <= CA_TH)
	      s += 2 * b, wt += 2;
	  }
	out[r * w + c] = (s + wt / 2) / wt;
      }
}

int
main (int argc, char **argv)
{
  int *x = malloc (CA_NPIX * sizeof (int));
  int *y = malloc (CA_NPIX * sizeof (int));
  colarm_setup (x, y);

  double t0, t1;
#pragma acc data copy(x[0:CA_NPIX]) copy(y[0:CA_NPIX])
  {
    t0 = omp_get_wtime ();
    for (int p = 0; p < NPASS; p += 2)
      {
	colarm_pass (x, y, CA_W, CA_H);
	colarm_pass (y, x, CA_W, CA_H);
      }
    t1 = omp_get_wtime ();
  }

  colarm_report (argc, argv, x, t1 - t0);
  free (x); free (y);
  return 0;
}
