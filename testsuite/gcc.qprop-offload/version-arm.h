/* Column walks whose neighbour rows are loaded in divergent arms, for
   version-acc-arm.c and version-omp-arm.c, which include this file after
   defining COL_LOOP as the _Pragma that offloads the column loop (one
   column per lane, in and out already present), and DATA_TWO and
   DATA_ONE as the data regions that map the whole buffers around it.

   The index arithmetic of in[(r - 2) * W + c] and in[(r + 1) * W + c]
   runs only in the iterations that take its arm, and GCC's data
   references give up on it ("no base address"); qprop-version takes
   their addresses from qprop's address form where the value ranges prove
   that the arithmetic does not wrap in any iteration, or where the
   check can test at run time that a signed index affine in the
   iteration stays within its type at the first and the last iteration:
     - walk: W and H constant, r in [2, H - 2]: both arms are proved (in
       OpenMP, where the lane's column has no range, tested);
     - walk_rows: H is a parameter; r * W in every iteration bounds r
       below 2^25, so (r - 2) * W cannot wrap, but (r + 1) * W can at
       r = 2^25 - 1: that arm is tested;
     - walk_stride: the arms' row length w is a parameter, its range
       unknown: (r - 2) * w is w * (r0 - 2) + w * k over the iteration
       number k, a symbolic step; both arms are tested;
     - walk_unsigned: the arms' row is r + s, unsigned, whose wrapping is
       defined, with s of unknown range: both arms are refused.
   A refused arm's load stays unannotated.
   Every kernel's result is checked against the same walk on the host,
   with the arrays apart and with out shifted -3 .. 2 rows against in, in
   one buffer, where the store writes rows the arms load and the vote
   must send the warp to the unchecked copy.  Lanes own columns, so no
   two lanes touch one cell.  */

#include <stdlib.h>

#define W 64
#define H 40
#define NP (W * H)
#define PAD (4 * W)
#define SZ (NP + 2 * PAD)

/* X and the store at row R, the arms at rows R - 2 and R + 1, through
   ARM (R, C).  */
#define WALK_BODY(ARM)							\
  {									\
    int x = in[r * W + c];						\
    int v;								\
    if (x > t)								\
      v = in[ARM (r - 2, c)];						\
    else								\
      v = in[ARM (r + 1, c)];						\
    out[r * W + c] = v + (x >> 1);					\
  }

#define ARM_W(R, C) ((R) * W + (C))
/* The row length as a parameter, of unknown range.  */
#define ARM_S(R, C) ((R) * w + (C))
/* Unsigned arithmetic, S of unknown range.  */
#define ARM_U(R, C) (((R) + s) * W + (C))

static void __attribute__ ((noinline))
walk (const int *in, int *out, int t)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY (ARM_W)
}

static void __attribute__ ((noinline))
walk_rows (const int *in, int *out, int t, int h)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    for (int r = 2; r < h - 1; r++)
      WALK_BODY (ARM_W)
}

static void __attribute__ ((noinline))
walk_stride (const int *in, int *out, int t, int w)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY (ARM_S)
}

static void __attribute__ ((noinline))
walk_unsigned (const int *in, int *out, int t, unsigned s)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY (ARM_U)
}

static void __attribute__ ((noinline))
reference (const int *in, int *out, int t)
{
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY (ARM_W)
}

static int buf0[SZ], buf1[SZ], want[SZ];

static void
fill (int *p, unsigned seed)
{
  for (int i = 0; i < SZ; i++)
    p[i] = ((i + seed) * 2654435761u) >> 20;
}

static void
run (int kind, const int *in, int *out, int t)
{
  switch (kind)
    {
    case 0: walk (in, out, t); break;
    case 1: walk_rows (in, out, t, H); break;
    case 2: walk_stride (in, out, t, W); break;
    default: walk_unsigned (in, out, t, 0); break;
    }
}

int
main (void)
{
  for (int kind = 0; kind < 4; kind++)
    for (int t = 0; t <= 4096; t += 1024)
      {
	/* Apart: two buffers.  */
	fill (buf0, 1);
	fill (buf1, 2);
	fill (want, 2);
	reference (buf0 + PAD, want + PAD, t);
	DATA_TWO
	run (kind, buf0 + PAD, buf1 + PAD, t);
	for (int i = 0; i < SZ; i++)
	  if (buf1[i] != want[i])
	    abort ();

	/* Overlapping: out is in shifted by SHIFT rows, in one buffer.  */
	for (int shift = -3; shift <= 2; shift++)
	  {
	    fill (buf0, 3);
	    fill (want, 3);
	    reference (want + PAD, want + PAD + shift * W, t);
	    DATA_ONE
	    run (kind, buf0 + PAD, buf0 + PAD + shift * W, t);
	    for (int i = 0; i < SZ; i++)
	      if (buf0[i] != want[i])
		abort ();
	  }
      }
  return 0;
}
