/* qprop-vectorize: two-dimensional arrays whose row index is uniform
   (a[r][...]): the row is one object for all lanes.  With the lane index
   c of stride 1 the access is contiguous (a vector load or store, masked
   under a partial mask); with a lane-varying index the row's address is
   the base of a gather (tab[r][idx[c]], AVX2 vpgatherdd) or of per-lane
   accesses (SSE2).  A column store (col[c][r]: the row index varies) is
   done lane by lane at the element number c * ROWS + r, in lane order;
   every element of col, the untouched ones too, is checked.  Each kernel
   is checked against the same loop without omp simd, with sentinels
   after every row.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */

#include "vec-run.h"

#define ROWS 3
#define COLS (MAXN + PAD)

static unsigned tab[ROWS][64];
static int idx[COLS];
static int out[ROWS][COLS], ref[ROWS][COLS];
static int col[COLS][ROWS], colref[COLS][ROWS];

/* A lane-dependent inner loop (GCC leaves the loop scalar), a gather from
   row r of tab, and a store to row r of OUT under the mask of an if.  */
#define BODY(OUT)							\
  unsigned v = tab[r][idx[c] & 63] + (unsigned) c, k = 0;		\
  while (v > 1u && k < 30u)						\
    {									\
      v = (v & 1u) ? 3u * v + 1u : v >> 1;				\
      k++;								\
    }									\
  if (k & 1u)								\
    OUT[r][c] = (int) (k * 4u + (v & 3u));

KERNEL void
kernel_rows (int w)
{
  for (int r = 0; r < ROWS; r++)
    {
#pragma omp simd
      for (int c = 0; c < w; c++)
	{
	  BODY (out)
	}
    }
}

/* The row index varies: a store lane by lane at c * ROWS + r.  */
KERNEL void
kernel_column (int w, int r)
{
#pragma omp simd
  for (int c = 0; c < w; c++)
    {
      unsigned v = (unsigned) idx[c], k = 0;
      while (v > 1u && k < 30u)
	{
	  v = (v & 1u) ? 3u * v + 1u : v >> 1;
	  k++;
	}
      col[c][r] = (int) k;
    }
}

REF void
reference (int w)
{
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < w; c++)
      {
	BODY (ref)
      }
  for (int c = 0; c < w; c++)
    {
      unsigned v = (unsigned) idx[c], k = 0;
      while (v > 1u && k < 30u)
	{
	  v = (v & 1u) ? 3u * v + 1u : v >> 1;
	  k++;
	}
      colref[c][1] = (int) k;
    }
}

int
main (void)
{
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < 64; j++)
      tab[r][j] = vec_rand () % 5000u;
  for (int c = 0; c < COLS; c++)
    idx[c] = (int) (vec_rand () % 1000u);
  for (int k = 0; k < NTRIPS; k++)
    {
      int w = trips[k];
      for (int r = 0; r < ROWS; r++)
	vec_sentinels (out[r], ref[r], w);
      vec_sentinels (col, colref, COLS * ROWS - PAD);
      kernel_rows (w);
      kernel_column (w, 1);
      reference (w);
      for (int r = 0; r < ROWS; r++)
	vec_check (out[r], ref[r], w, "rows");
      vec_check (col, colref, COLS * ROWS - PAD, "column");
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_rows: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=[48] masks=[0-9]+ blends=[0-9]+ loops=1 loads=1 stores=1 masked=0 gathers=0 lanes=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_column: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
