/* The column walk of sr-acc-rotate.c and sr-omp-rotate.c (colwalk's
   loop, benchmarks/offload/colwalk.h, on a small image), which include
   this file after defining COL_LOOP as the _Pragma that offloads the
   column loop in their model and DATA as the data region around the
   calls.

   Lane c walks down column c; in[r - 2][c] is read only where in[r - 1][c]
   passed a test on the lane's data.  in and out are plain pointers:
   qprop-version gives the column loop a checked copy, in which GCC's PRE
   carries in[r][c] and in[r + 1][c] to the next iterations, two of them
   for in[r + 1][c].  The row loop has ROWS - 3 = 20 iterations, which is
   not a multiple of the unroll factor 3.  The second call's out overlaps
   in, one row down, so the check fails and the original loop runs.  The
   run compares every output with a sequential reference.  */

#include <stdlib.h>

#define COLS 96
#define ROWS 23
#define NPIX (COLS * ROWS)
#include "sr-rotate-filter.h"

static void __attribute__ ((noinline))
filter (const int *in, int *out)
{
  COL_LOOP
  for (int c = 0; c < COLS; c++)
    for (int r = 2; r < ROWS - 1; r++)
      {
	FILTER (in, r, c)
	out[r * COLS + c] = (s + w / 2) / w;
      }
}

/* The same walk, one column after another, as the original program
   runs it when OUT overlaps IN (each lane's column is its own).  */
static void
reference (const int *in, int *out)
{
  for (int c = 0; c < COLS; c++)
    for (int r = 2; r < ROWS - 1; r++)
      {
	FILTER (in, r, c)
	out[r * COLS + c] = (s + w / 2) / w;
      }
}

/* x and y are the disjoint pair; z holds in and, one row down, out.  */
static int x[NPIX], y[NPIX], z[NPIX + COLS];
static int ry[NPIX], rz[NPIX + COLS];

int
main (void)
{
  unsigned r = 4711;
  int level = 1000;
  for (int i = 0; i < NPIX + COLS; i++)
    {
      r = r * 1664525u + 1013904223u;
      if ((r >> 27) == 0)
	level = 64 + (int) ((r >> 8) % 3968u);
      int v = level + (int) ((r >> 12) % 97u) - 48;
      if (i < NPIX)
	x[i] = v, y[i] = ry[i] = -1;
      z[i] = rz[i] = v;
    }
  reference (x, ry);
  reference (rz, rz + COLS);
  DATA
  {
    filter (x, y);
    filter (z, z + COLS);
  }
  for (int i = 0; i < NPIX; i++)
    if (y[i] != ry[i])
      abort ();
  for (int i = 0; i < NPIX + COLS; i++)
    if (z[i] != rz[i])
      abort ();
  return 0;
}
