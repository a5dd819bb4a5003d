/* The column walk of sr-rotate.h with the number of rows a run-time
   argument, for sr-acc-rotate-n.c and sr-omp-rotate-n.c: the unrolled
   checked loop then needs GCC's run-time remainder, and the walk is run
   for every row count from 0 to 14 (row loops of 0 to 11 iterations, below
   and around the unroll factor 3), on disjoint and on overlapping arrays
   (out one row below in, where the check fails).  */

#include <stdlib.h>

#define COLS 64
#define MAXROWS 14
#define NPIX (COLS * MAXROWS)
#include "sr-rotate-filter.h"

static void __attribute__ ((noinline))
filter (const int *in, int *out, int rows)
{
  COL_LOOP
  for (int c = 0; c < COLS; c++)
    for (int r = 2; r < rows - 1; r++)
      {
	FILTER (in, r, c)
	out[r * COLS + c] = (s + w / 2) / w;
      }
}

static void
reference (const int *in, int *out, int rows)
{
  for (int c = 0; c < COLS; c++)
    for (int r = 2; r < rows - 1; r++)
      {
	FILTER (in, r, c)
	out[r * COLS + c] = (s + w / 2) / w;
      }
}

static int src[NPIX + COLS];
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
      src[i] = level + (int) ((r >> 12) % 97u) - 48;
    }
  for (int rows = 0; rows <= MAXROWS; rows++)
    {
      for (int i = 0; i < NPIX + COLS; i++)
	{
	  if (i < NPIX)
	    x[i] = src[i], y[i] = ry[i] = -1;
	  z[i] = rz[i] = src[i];
	}
      reference (x, ry, rows);
      reference (rz, rz + COLS, rows);
      DATA
      {
	filter (x, y, rows);
	filter (z, z + COLS, rows);
      }
      for (int i = 0; i < NPIX; i++)
	if (y[i] != ry[i])
	  abort ();
      for (int i = 0; i < NPIX + COLS; i++)
	if (z[i] != rz[i])
	  abort ();
    }
  return 0;
}
