/* Reduced from ParRes Kernels C1z/stencil-openacc.c (star2 in
   stencil_openacc.h): `#pragma acc parallel loop tile(32,32)` over
   i, j in [2, n-2) with n = 64, so each loop runs 60 times.  That program
   prints "L1 norm = 11.44, Reference L1 norm = 12.0" on simgpu and on an
   H200 alike (docs/simgpu.md, "PRK stencil-openacc").

   GCC 12 is wrong, not the program and not simgpu.  OpenACC (2.9.8) splits
   each tiled loop into a tile loop and an element loop; every iteration of
   the nest still runs once, with its own (i, j).  GCC 12's expand_oacc_for
   instead cuts the collapsed iteration space (60 * 60 = 3600) into linear
   chunks of 32 * 32 = 1024 and, for element e of the chunk at offset off,
   sets
     i = lo + off / nj + e / nj,   j = lo + off % nj + e % nj   (nj = 60)
   which is (off + e) / nj, (off + e) % nj without the carry: when
   off % nj + e % nj >= nj, j runs past the loop's end instead of moving to
   the next i.  The host build (tile size 1 when not partitioned) is right;
   the device build skips 300 (i, j) and runs 300 others with j in [62, 74).
   The 64 x 64 nest (1024 % 64 == 0: every chunk starts a row) and
   collapse(2) are right.

   This test asserts what the GPU does: the device's visit counts must
   equal, cell by cell, a host model of GCC 12's mapping.  If GCC or simgpu
   changes, it fails.  The counts do not depend on the launch dimensions
   (GOMP_OPENACC_DIM) with explicit tile sizes.  This program has not run on
   a GPU yet (to be confirmed on one); PRK itself prints the same 11.44 on
   an H200.
   EXPECT-STDOUT: tile(32,32) 60x60: missed 300, twice 0, outside 300
   EXPECT-STDOUT: tile(32,32) 64x64: missed 0, twice 0, outside 0
   EXPECT-STDOUT: collapse(2) 60x60: missed 0, twice 0, outside 0
   EXPECT-STDOUT: tile: the device's visits match GCC 12's chunk mapping
   EXPECT-EXIT: 0  */
#include <stdio.h>
#include <string.h>

#define W 128
static int hits[W][W], model[W][W];
static volatile int vn = 64, vlo = 2;

/* Count the cells of the nest [lo, hi)^2 visited 0 times and more than
   once, and the visits outside it.  */
static void
report (const char *what, int lo, int hi)
{
  int missed = 0, twice = 0, outside = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      {
	int in = i >= lo && i < hi && j >= lo && j < hi;
	if (in && hits[i][j] == 0)
	  missed++;
	else if (in && hits[i][j] > 1)
	  twice++;
	else if (!in)
	  outside += hits[i][j];
      }
  printf ("%s %dx%d: missed %d, twice %d, outside %d\n", what, hi - lo,
	  hi - lo, missed, twice, outside);
}

int
main (void)
{
  int n = vn, lo = vlo;

#pragma acc parallel loop tile(32, 32) copy(hits)
  for (int i = lo; i < n - lo; i++)
    for (int j = lo; j < n - lo; j++)
      hits[i][j]++;
  report ("tile(32,32)", lo, n - lo);

  /* GCC 12's mapping, written out: chunks of 1024 collapsed iterations,
     each element's row and column offsets added without carry.  */
  int nj = n - 2 * lo, total = nj * nj;
  for (int off = 0; off < total; off += 32 * 32)
    for (int e = 0; e < 32 * 32 && off + e < total; e++)
      model[lo + off / nj + e / nj][lo + off % nj + e % nj]++;
  int same = memcmp (hits, model, sizeof hits) == 0;

  memset (hits, 0, sizeof hits);
#pragma acc parallel loop tile(32, 32) copy(hits)
  for (int i = lo; i < n + lo; i++)
    for (int j = lo; j < n + lo; j++)
      hits[i][j]++;
  report ("tile(32,32)", lo, n + lo);

  memset (hits, 0, sizeof hits);
#pragma acc parallel loop collapse(2) copy(hits)
  for (int i = lo; i < n - lo; i++)
    for (int j = lo; j < n - lo; j++)
      hits[i][j]++;
  report ("collapse(2)", lo, n - lo);

  if (!same)
    {
      printf ("tile: the device's visits differ from GCC 12's chunk mapping\n");
      return 1;
    }
  printf ("tile: the device's visits match GCC 12's chunk mapping\n");
  return 0;
}
