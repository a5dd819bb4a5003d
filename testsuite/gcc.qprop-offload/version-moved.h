/* The column walk of version-arm.h, each lane walking column q = cols[c]
   (a permutation, so that no two lanes touch one cell), for
   version-acc-moved.c and version-omp-moved.c.  The arms' indices
   q + (r - 2) * W and q + (r + 1) * W have no value range (q is loaded),
   so qprop-version's check tests them against int; q changes with the
   column loop, but not as an affine function of its iteration, so the
   bounds cannot be tested at the column loop's first and last iterations
   alone: the check must stay inside the column loop, before each row
   loop.  The result is checked against the host with in and out apart
   and overlapping (out shifted -3 .. 2 rows), where the vote must send
   the warp to the unchecked copy.  Each file defines COL_LOOP (the
   _Pragma that offloads the column loop, cols, in and out present),
   DATA_TWO and DATA_ONE (the data regions around the buffers) before
   including this one.  */

#include <stdlib.h>

#define W 64
#define H 40
#define NP (W * H)
#define PAD (4 * W)
#define SZ (NP + 2 * PAD)

#define MOVED_BODY							\
  {									\
    int x = in[r * W + q];						\
    int v;								\
    if (x > t)								\
      v = in[(r - 2) * W + q];						\
    else								\
      v = in[(r + 1) * W + q];						\
    out[r * W + q] = v + (x >> 1);					\
  }

static void __attribute__ ((noinline))
walk_moved (const int *cols, const int *in, int *out, int t)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    {
      int q = cols[c];
      for (int r = 2; r < H - 1; r++)
	MOVED_BODY
    }
}

static void __attribute__ ((noinline))
reference (const int *cols, const int *in, int *out, int t)
{
  for (int c = 0; c < W; c++)
    {
      int q = cols[c];
      for (int r = 2; r < H - 1; r++)
	MOVED_BODY
    }
}

static int cols[W], buf0[SZ], buf1[SZ], want[SZ];

static void
fill (int *p, unsigned seed)
{
  for (int i = 0; i < SZ; i++)
    p[i] = ((i + seed) * 2654435761u) >> 20;
}

int
main (void)
{
  for (int c = 0; c < W; c++)
    cols[c] = (c * 37) % W;
  for (int t = 0; t <= 4096; t += 1024)
    {
      /* Apart: two buffers.  */
      fill (buf0, 1);
      fill (buf1, 2);
      fill (want, 2);
      reference (cols, buf0 + PAD, want + PAD, t);
      DATA_TWO
      walk_moved (cols, buf0 + PAD, buf1 + PAD, t);
      for (int i = 0; i < SZ; i++)
	if (buf1[i] != want[i])
	  abort ();

      /* Overlapping: out is in shifted by SHIFT rows, in one buffer.  */
      for (int shift = -3; shift <= 2; shift++)
	{
	  fill (buf0, 3);
	  fill (want, 3);
	  reference (cols, want + PAD, want + PAD + shift * W, t);
	  DATA_ONE
	  walk_moved (cols, buf0 + PAD, buf0 + PAD + shift * W, t);
	  for (int i = 0; i < SZ; i++)
	    if (buf0[i] != want[i])
	      abort ();
	}
    }
  return 0;
}
