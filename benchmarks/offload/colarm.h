/* colarm: a column walk whose neighbour rows' addresses are computed
   inside divergent arms, in a function that gets its arrays from its
   caller.  Each lane walks down one column c of a w x h image (w and h
   are arguments, not constants); for row r it looks at the pixel above
   only when its own pixel is odd and at the pixel below only when its
   own pixel is below the row's level:

       m = in[r * w + c];
       if (m & 1)				divergent
	 { int up = (r - 1) * w + c;		index arithmetic in the arm
	   ... in[up] ... }
       if (m < LEVEL)				divergent
	 { int dn = (r + 1) * w + c;
	   ... in[dn] ... }
       out[r * w + c] = ...;

   in[up] at row r is the m of row r - 1 and in[dn] is the m of row r + 1,
   so every neighbour load repeats a load of another iteration of the
   lane's row loop; a warp issues each arm's load whenever one of its
   lanes takes the arm, which is nearly always.  The arrays come in as
   plain pointers (OpenACC: present(); OpenMP: mapped by the caller's
   target data region), which the offloaded code cannot tell apart, and
   the neighbour indices are computed only in some iterations, so GCC's
   data references give up on them ("no base address").
   qprop target: affine addresses computed in branch arms (issue 33, item
   3): qprop-version's warp-voted alias check, then qprop-sr carrying the
   column's pixels down the rows.

   This header holds the host-side code shared by colarm-acc.c (OpenACC)
   and colarm-omp.c (OpenMP offload).  */
#ifndef COLARM_H
#define COLARM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif

#if BENCH_SIZE == 0
#define CA_W 4096
#define CA_H 35
#define NPASS 4
#else
#define CA_W 65536
#define CA_H 259
#define NPASS 8
#endif
#define CA_NPIX (CA_W * CA_H)
#define CA_LEVEL 2048
#define CA_TH 64

_Static_assert (NPASS % 2 == 0, "the result must end in x");

static unsigned ca_lcg_state = 17320u;

static unsigned
ca_lcg (void)
{
  ca_lcg_state = ca_lcg_state * 1664525u + 1013904223u;
  return ca_lcg_state >> 8;
}

/* Fills x[] and y[] with the same image: 8 x 8 blocks of random level in
   [1024, 3072), plus noise; rows 0 and h - 1 are the border the walk
   reads but never writes.  */
static void
colarm_setup (int *x, int *y)
{
  static int levels[(CA_H + 7) / 8][(CA_W + 7) / 8];
  for (int br = 0; br < (CA_H + 7) / 8; br++)
    for (int bc = 0; bc < (CA_W + 7) / 8; bc++)
      levels[br][bc] = 1024 + (int) (ca_lcg () % 2048u);
  for (int r = 0; r < CA_H; r++)
    for (int c = 0; c < CA_W; c++)
      x[r * CA_W + c] = y[r * CA_W + c]
	= levels[r / 8][c / 8] + (int) (ca_lcg () % 129u) - 64;
}

/* Prints the checksum of x, x itself with the `dump' argument, and the
   time spent on the target.  */
static void
colarm_report (int argc, char **argv, const int *x, double time_s)
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < CA_NPIX; i++)
    h = (h ^ (unsigned long long) (unsigned) x[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < CA_NPIX; i++)
      printf ("%d\n", x[i]);
  printf ("target_time_s %.6f\n", time_s);
}

#endif /* COLARM_H */
