/* qprop-vectorize: an omp simd loop inside an outer loop over rows, as
   users write image kernels (benchmarks/kernels/simd_mandel.c): the lane
   loop runs over the columns of each row, stores into a two-dimensional
   array (img2d[r][c]) or through a row pointer (row[c]), and has an inner
   loop whose trip count differs per lane.  The widths are the trip counts
   of vec-run.h; each kernel is checked against the same loops without
   omp simd, with sentinels after every row.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

#define ROWS 5
#define COLS (MAXN + PAD)

static unsigned seedv[ROWS][COLS];
static int img2d[ROWS][COLS], ref2d[ROWS][COLS];
static int imgp[ROWS][COLS], refp[ROWS][COLS];

#define BODY(OUT)							\
  unsigned v = seedv[r][c] + (unsigned) r, k = 0;			\
  while (v > 1u && k < 40u)						\
    {									\
      v = (v & 1u) ? 3u * v + 1u : v >> 1;				\
      k++;								\
    }									\
  OUT = (int) (k * 4u + (v & 3u));

KERNEL void
kernel_rows2d (int w)
{
  for (int r = 0; r < ROWS; r++)
    {
#pragma omp simd
      for (int c = 0; c < w; c++)
	{
	  BODY (img2d[r][c])
	}
    }
}

KERNEL void
kernel_rowptr (int w)
{
  for (int r = 0; r < ROWS; r++)
    {
      int *row = imgp[r];
#pragma omp simd
      for (int c = 0; c < w; c++)
	{
	  BODY (row[c])
	}
    }
}

REF void
reference (int w, int (*out)[COLS])
{
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < w; c++)
      {
	BODY (out[r][c])
      }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int w = trips[k];
      for (int r = 0; r < ROWS; r++)
	for (int c = 0; c < COLS; c++)
	  seedv[r][c] = vec_rand () % 5000u;
      for (int r = 0; r < ROWS; r++)
	{
	  vec_sentinels (img2d[r], imgp[r], w);
	  vec_sentinels (ref2d[r], refp[r], w);
	}
      kernel_rows2d (w);
      kernel_rowptr (w);
      reference (w, ref2d);
      for (int r = 0; r < ROWS; r++)
	{
	  vec_check (img2d[r], ref2d[r], w, "img2d");
	  vec_check (imgp[r], ref2d[r], w, "row pointer");
	}
    }
  return 0;
}

/* Both kernels are vectorized: img2d[r][c] and seedv[r][c] (an
   ARRAY_REF of a row with a uniform index, then the lane index c of
   stride 1) are contiguous accesses, like row[c].  Before, the
   two-dimensional form was refused ("a lane-varying address that is not
   base + 32-bit index * scale").  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_rows2d: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_rowptr: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loads=1 stores=1 masked=0 gathers=0 lanes=0 } 2 "qprop-vectorize" } } */
