/* colwalk: an edge-preserving vertical filter over an image, each lane
   walking down one column.  out[r][c] is a weighted mean of in[r][c] and
   the pixels above and below it that are within TH of it; the pixel two
   rows up (down) is looked at only when the one just above (below)
   passed.  Integers only; the image is blocks of random level plus
   noise, so the tests pass or fail irregularly and differently in
   neighbouring columns.

   Access pattern: lanes are columns, so a warp's loads of one row are
   one coalesced access; down a column, in[r + 1][c] read in row r is
   in[r][c] in row r + 1 and in[r - 1][c] in row r + 2, and in[r - 2][c]
   (in a divergent arm) is the in[r - 1][c] of the row before: the
   redundancy is across iterations of each lane's row loop, partly in
   branches.  The arrays arrive as plain pointers, which the offloaded
   code cannot tell apart.

   qprop target: run-time alias versioning in the nvptx compiler (a
   warp-voted check), qprop-sr carrying the column's pixels down the
   rows, and the first row peeled so that in[r - 2][c] needs no load
   before the loop.

   This header holds the host-side code shared by colwalk-acc.c (OpenACC)
   and colwalk-omp.c (OpenMP offload): sizes, image generation, checksum
   and output.  */
#ifndef COLWALK_H
#define COLWALK_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif

#if BENCH_SIZE == 0
#define W 4096
#define H 35
#define NPASS 4
#else
#define W 65536
#define H 259
#define NPASS 8
#endif
#define NPIX (W * H)
#define TH 40

_Static_assert (NPASS % 2 == 0, "the result must end in x");

static unsigned lcg_state = 27182u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

/* Fills x[] and y[] (NPIX each) with the same image: 16 x 16 blocks of
   random level, plus noise; rows 0, 1 and H - 1 are the border the filter
   reads but never writes.  */
static void
colwalk_setup (int *x, int *y)
{
  int levels[(H + 15) / 16][(W + 15) / 16];
  for (int br = 0; br < (H + 15) / 16; br++)
    for (int bc = 0; bc < (W + 15) / 16; bc++)
      levels[br][bc] = 64 + (int) (lcg () % 3968u);
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      x[r * W + c] = y[r * W + c]
	= levels[r / 16][c / 16] + (int) (lcg () % 97u) - 48;
}

/* Prints the checksum of x, x itself with the `dump' argument, and the
   time spent on the target.  */
static void
colwalk_report (int argc, char **argv, const int *x, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < NPIX; i++)
    h = (h ^ (unsigned long long) (unsigned) x[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NPIX; i++)
      printf ("%d\n", x[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* COLWALK_H */
