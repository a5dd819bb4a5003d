/* csr_spmv: repeated y = A*x for a sparse matrix in CSR form whose row
   lengths are skewed: most rows hold 1-12 nonzeros, one row in 256 holds
   1000-3999.  Each pass also folds y into the next x (x' = hash(y) & 1023),
   so the passes form a chain; all arithmetic is in integers.
   qprop target: loop flattening (qprop-flatten) of the lane's strided row
   loop with the nonzero loop; partial linearization (qprop-linearize) of the
   divergent inner-loop exit.
   This header holds the host-side code shared by csr_spmv-acc.c (OpenACC)
   and csr_spmv-omp.c (OpenMP offload): sizes, input generation, checksum
   and output.  */
#ifndef CSR_SPMV_H
#define CSR_SPMV_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Allocates and fills the matrix (*rp, *col, *val, *nnz nonzeros) and the
   first x (*xa); allocates the second x buffer (*xb) and the result (*y).  */
static void
csr_setup (int n, int *nnz_out, int **rp_out, int **col_out, int **val_out,
	   int **xa_out, int **xb_out, long long **y_out)
{
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
  for (int i = 0; i < n; i++)
    xa[i] = (int) (lcg () & 1023);
  *nnz_out = nnz;
  *rp_out = rp;
  *col_out = col;
  *val_out = val;
  *xa_out = xa;
  *xb_out = malloc (n * sizeof (int));
  *y_out = malloc (n * sizeof (long long));
}

/* Prints the checksum of y, y itself with the `dump' argument, and the
   time spent on the target.  */
static void
csr_report (int argc, char **argv, int n, const long long *y,
	    double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < n; i++)
    h = (h ^ (unsigned long long) y[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < n; i++)
      printf ("%lld\n", y[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* CSR_SPMV_H */
