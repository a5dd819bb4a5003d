/* qprop-flatten in host SIMT mode (lane T = iteration of the omp simd
   loop): CSR sparse matrix times vector, several rows per lane.  Lane l
   takes rows l, l + L, l + 2L, ... (outer loop A), and each row is a
   loop over row_ptr[r] .. row_ptr[r + 1] (inner loop B): B's trip count
   is the row's length, which differs from lane to lane, so B's exit is
   divergent.

     A:  for (r = l; r < nrows; r += L)
	   {
	     s = diag * x[r];				prologue
	     B:  for (k = row_ptr[r]; k < row_ptr[r + 1]; k++)
		   s += val[k] * x[col[k]];
	     y[r] = s;					epilogue
	   }

   With selftest=flatten-all the nest A > B is flattened (one of the two
   nests looked at: the simd loop around A is not flattened).

   The matrix has skewed rows (a few dense rows, many empty ones: zero-
   trip inner loops) and then even rows; the results (integers, so that
   the order of the additions cannot matter) are compared with a scalar
   reference (noipa, no simd), and y starts filled with a sentinel past
   the last row.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define ROWS 500
#define NNZ 6000
#define L 37
#define SENTINEL (-77777)

#define BODY								\
  for (int r = l; r < nrows; r += L)					\
    {									\
      long s = (long) diag * x[r];					\
      for (int k = row_ptr[r]; k < row_ptr[r + 1]; k++)			\
	s += (long) val[k] * x[col[k]];					\
      y[r] = s;								\
    }

__attribute__((noipa)) void
kernel (long *restrict y, const int *restrict row_ptr,
	const int *restrict col, const int *restrict val,
	const int *restrict x, int diag, int nrows)
{
#pragma omp simd
  for (int l = 0; l < L; l++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (long *y, const int *row_ptr, const int *col, const int *val,
     const int *x, int diag, int nrows)
{
  for (int l = 0; l < L; l++)
    {
      BODY
    }
}

int row_ptr[ROWS + 1], col[NNZ], val[NNZ], x[ROWS];
long y[ROWS], ry[ROWS];

static void
run (int nrows, int diag)
{
  for (int r = 0; r < ROWS; r++)
    y[r] = ry[r] = SENTINEL;
  kernel (y, row_ptr, col, val, x, diag, nrows);
  ref (ry, row_ptr, col, val, x, diag, nrows);
  for (int r = 0; r < ROWS; r++)
    if (y[r] != ry[r] || (r >= nrows && y[r] != SENTINEL))
      __builtin_abort ();
}

/* Row r gets len (r) entries.  */
static void
build (int (*len) (int))
{
  int k = 0;
  for (int r = 0; r < ROWS; r++)
    {
      row_ptr[r] = k;
      int n = len (r);
      for (int e = 0; e < n && k < NNZ; e++, k++)
	{
	  col[k] = (r * 17 + e * 101) % ROWS;
	  val[k] = (k * 7) % 23 - 11;
	}
    }
  row_ptr[ROWS] = k;
}

static int
skewed (int r)
{
  return r % 53 == 0 ? 300 : r % 4 == 0 ? 0 : r % 5;
}

static int
even (int r)
{
  return 8;
}

static int
empty (int r)
{
  return 0;
}

int
main (void)
{
  for (int r = 0; r < ROWS; r++)
    x[r] = (r * 13) % 29 - 14;
  build (skewed);
  run (ROWS, 3);
  run (ROWS - 40, -2);
  build (even);
  run (ROWS, 1);
  run (L - 5, 1);	/* fewer rows than lanes: some lanes have none */
  build (empty);
  run (ROWS - 1, 4);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1\)$} 1 "qprop-flatten" } } */
/* The simd loop around A: the lanes' loop, never flattened.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: ref: no SIMT region$} "qprop-flatten" } } */
