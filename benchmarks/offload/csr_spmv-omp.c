/* csr_spmv (OpenMP offload): repeated y = A*x for a sparse matrix in CSR
   form whose row lengths are skewed: most rows hold 1-12 nonzeros, one row
   in 256 holds 1000-3999.  Each pass also folds y into the next x (x' =
   hash(y) & 1023), so the passes form a chain; all arithmetic is in
   integers.
   Divergence: the loop over rows is a `target teams distribute parallel for
   simd' loop; on nvptx its simd part runs one row per SIMT lane.  The inner
   loop over a row's nonzeros runs rp[i+1]-rp[i] times, a per-lane,
   data-dependent trip count: when a warp holds a long row, the other 31
   lanes idle until it ends.
   qprop target: loop flattening (qprop-flatten) of the lane's strided row
   loop with the nonzero loop; partial linearization (qprop-linearize) of the
   divergent inner-loop exit.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NROWS 20000
#define NPASS 4
#else
#define NROWS 200000
#define NPASS 30
#endif

static unsigned lcg_state = 20240601u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

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
  int n = NROWS;
  int *rp = malloc ((n + 1) * sizeof (int));
  rp[0] = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned h = lcg ();
      int len = (h & 255) == 0 ? 1000 + (int) (h >> 8) % 3000
				: 1 + (int) (h >> 8) % 12;
      rp[i + 1] = rp[i] + len;
    }
  int nnz = rp[n];
  int *col = malloc (nnz * sizeof (int));
  int *val = malloc (nnz * sizeof (int));
  for (int j = 0; j < nnz; j++)
    {
      col[j] = (int) (lcg () % (unsigned) n);
      val[j] = 1 + (int) (lcg () % 15);
    }
  int *xa = malloc (n * sizeof (int));
  int *xb = malloc (n * sizeof (int));
  long long *y = malloc (n * sizeof (long long));
  for (int i = 0; i < n; i++)
    xa[i] = (int) (lcg () & 1023);

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

  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < n; i++)
    h = (h ^ (unsigned long long) y[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < n; i++)
      printf ("%lld\n", y[i]);
  printf ("target_time_s %.6f\n", t1 - t0);
  free (rp); free (col); free (val); free (xa); free (xb); free (y);
  return 0;
}
