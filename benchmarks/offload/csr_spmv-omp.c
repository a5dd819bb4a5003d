/* csr_spmv (OpenMP offload); see csr_spmv.h for the benchmark.
   Divergence: the loop over rows is a `target teams distribute parallel for
   simd' loop; on nvptx its simd part runs one row per SIMT lane.  The inner
   loop over a row's nonzeros runs rp[i+1]-rp[i] times, a per-lane,
   data-dependent trip count: when a warp holds a long row, the other 31
   lanes idle until it ends.  */
#include <omp.h>

#include "csr_spmv.h"

static void
spmv_pass (int n, int nnz, const int *restrict rp, const int *restrict col,
	   const int *restrict val, const int *restrict x,
	   long long *restrict y, int *restrict xn)
{
#pragma omp target teams distribute parallel for simd \
  map(to: rp[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) \
  map(from: y[0:n], xn[0:n])
  for (int i = 0; i < n; i++)
    {
      long long s = 0;
      for (int j = rp[i]; j < rp[i + 1]; j++)
	s += (long long) val[j] * x[col[j]];
      y[i] = s;
      xn[i] = (int) ((s ^ (s >> 10)) & 1023);
    }
}

int
main (int argc, char **argv)
{
  int n = NROWS, nnz;
  int *rp, *col, *val, *xa, *xb;
  long long *y;
  csr_setup (n, &nnz, &rp, &col, &val, &xa, &xb, &y);

  double t0, t1;
#pragma omp target data map(to: rp[0:n + 1], col[0:nnz], val[0:nnz], xa[0:n]) \
  map(alloc: xb[0:n]) map(from: y[0:n])
  {
    t0 = omp_get_wtime ();
    for (int p = 0; p < NPASS; p++)
      {
	if (p & 1)
	  spmv_pass (n, nnz, rp, col, val, xb, y, xa);
	else
	  spmv_pass (n, nnz, rp, col, val, xa, y, xb);
      }
    t1 = omp_get_wtime ();
  }

  csr_report (argc, argv, n, y, t1 - t0);
  free (rp); free (col); free (val); free (xa); free (xb); free (y);
  return 0;
}
