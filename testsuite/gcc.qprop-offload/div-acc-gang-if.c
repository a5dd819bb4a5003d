/* Divergence analysis on an OpenACC gang loop over rows with an inner vector
   loop over columns.  The row index r comes from .GOACC_DIM_POS (0) (the
   gang), so "if (r % 2)" at gang level is uniform, as are the gang loop's
   own branches.  Only the two inner vector loops, whose column index j comes
   from the lane, have divergent branches.  The two arms hold different
   vector loops, so the branch survives as a real GIMPLE_COND.

   gang_if._omp_fn.0 in the accelerator compiler after pre (add
   -foffload-options=nvptx-none=-fdump-tree-pre to see it):
     bb 2:  s_20, cols_22, rows_24 (the scalars), _25 (b), _27 (a): uniform
            _138 = .GOACC_DIM_SIZE (0); _139 = .GOACC_DIM_POS (0);  uniform
            _36 = _131 * _139;  first r of this gang        uniform
            _37 = MIN_EXPR <rows_24, _137>;                 uniform
            if (_36 < _37) goto bb 14; else goto bb 20;     uniform
     bb 3:  gang loop header: # _2 = PHI <_36(14), _92(17)> r: uniform
            _26 = _2 & 1;  (r % 2)                          uniform
            if (_26 != 0) goto bb 9; else goto bb 5;        UNIFORM (r % 2)
     bb 4:  _92 = _2 + 1;
            if (_37 > _92) goto bb 17; else goto bb 20;     uniform loop exit
     bb 17: goto bb 3;  (latch)
   r even (a[r*cols+j] += b[r*cols+j] - r):
     bb 5:  _41 = .UNIQUE (OACC_FORK, 0, 2);
     bb 6:  _142 = .GOACC_DIM_POS (2);                      the lane T
            if (cols_22 > _142) goto bb 16; else goto bb 22;  divergent
     bb 16: _48 = _2 * cols_22;                             uniform
     bb 7:  # _4 = PHI <_142(16), _59(19)>                  j: affine 1*T + u
            ... *_52 = _57; _59 = _4 + 32;
            if (cols_22 > _59) goto bb 19; else goto bb 22;   divergent exit
     bb 19: goto bb 7;  bb 22 -> bb 8: .UNIQUE (OACC_JOIN, _41, 2); -> bb 24 -> bb 4
   r odd (a[r*cols+j] = b[r*cols+j] * s):
     bb 9:  _69 = .UNIQUE (OACC_FORK, 0, 2);
     bb 10: _144 = .GOACC_DIM_POS (2);                      the lane T
            if (cols_22 > _144) goto bb 15; else goto bb 25;  divergent
     bb 15: _76 = _2 * cols_22;                             uniform
     bb 11: # _6 = PHI <_144(15), _85(18)>                  j: affine 1*T + u
            ... *_82 = _83; _85 = _6 + 32;
            if (cols_22 > _85) goto bb 18; else goto bb 25;   divergent exit
     bb 18: goto bb 11; bb 25 -> bb 12: .UNIQUE (OACC_JOIN, _69, 2); -> bb 24 -> bb 4
     bb 20 -> bb 13: return;
   Uniform branches: bb 2, bb 3, bb 4.  Divergent: bb 6, bb 7, bb 10, bb 11.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#include <stdlib.h>

#define ROWS 40
#define COLS 100

static void __attribute__ ((noinline))
gang_if (int *restrict a, const int *restrict b, int rows, int cols, int s)
{
#pragma acc parallel loop gang copyin(b[0:rows*cols]) copy(a[0:rows*cols])
  for (int r = 0; r < rows; r++)
    {
      if (r % 2)
	{
#pragma acc loop vector
	  for (int j = 0; j < cols; j++)
	    a[r * cols + j] = b[r * cols + j] * s;
	}
      else
	{
#pragma acc loop vector
	  for (int j = 0; j < cols; j++)
	    a[r * cols + j] += b[r * cols + j] - r;
	}
    }
}

int
main (void)
{
  static int a[ROWS * COLS], b[ROWS * COLS], e[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; i++)
    {
      b[i] = (i * 13) ^ (i >> 3);
      a[i] = e[i] = i % 17;
    }
  gang_if (a, b, ROWS, COLS, 3);
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < COLS; j++)
      if (r % 2)
	e[r * COLS + j] = b[r * COLS + j] * 3;
      else
	e[r * COLS + j] += b[r * COLS + j] - r;
  for (int i = 0; i < ROWS * COLS; i++)
    if (a[i] != e[i])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 57\): uniform$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: gang_if\._omp_fn\.0: mode=affine .* branches=7 divergent-branches=4 loops=3 divergent-loops=2 } "qprop-div" } } */
