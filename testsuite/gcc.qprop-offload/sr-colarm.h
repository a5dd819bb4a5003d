/* The column walk of benchmarks/offload/colarm for sr-acc-colarm.c and
   sr-omp-colarm.c: lane c walks down column c of a w x h image, w and h
   run-time arguments, reading in[r * w + c] every row and the rows above
   and below inside divergent arms, whose indices are computed there.

   With sr-symbolic-steps=on, qprop-version checks that out does not
   overlap in, and in the checked copy qprop-sr carries the column down
   the rows: the first iteration is peeled (its in[(r - 1) * w + c] may
   be the image's first row, which nothing else reads), the last one too
   behind a run-time test of the row count (its in[(r + 1) * w + c] may be
   the last row), and in between the arm's in[(r + 1) * w + c] is hoisted
   above its test and becomes the next row's m, whose value the up arm
   reads one row later.  So every h must give the host's result: h = 0 .. 5
   (no row, one, two and three rows walked) and a large one, with out apart
   from in and overlapping it (shifted by -1, 0 and 1 rows, where the walk
   overwrites pixels it reads later: the check must send those to the
   original loop).

   The walk also runs one column wide (w = 1), which GCC's loop
   versioning at -O3 sends to a copy of its own.

   Two more walks must carry nothing across their stores:
   - walk_scatter stores to out[perm[r] * w + c], an address no check can
     bound, so nothing shows that the store leaves in alone; with out
     overlapping in, a value carried across it would be stale;
   - walk_step reads rows at a stride that changes in the loop (w on
     even rows, 2 w on odd ones): in[(r - 1) * s + c] is no pixel an
     earlier row read (each lane still reads its own column only, so
     the lanes do not race).
   Each file defines COL_LOOP (the _Pragma that offloads the column loop,
   arrays present) and DATA_BUF (the caller's data region around buf)
   before including this one.  */

#include <stdlib.h>

#define W 100
#define HMAX 40
#define SZ ((HMAX + 4) * W)
#define LEVEL 2048
#define TH 64

#define BODY(IDX, OIDX)							\
  for (int r = 1; r < h - 1; r++)					\
    {									\
      int m = in[r * w + c];						\
      int s = 4 * m, wt = 4;						\
      if (m & 1)							\
	{								\
	  int up = IDX (r - 1);						\
	  int a = in[up];						\
	  if (a - m <= TH && m - a <= TH)				\
	    s += 2 * a, wt += 2;					\
	}								\
      if (m < LEVEL)							\
	{								\
	  int dn = IDX (r + 1);						\
	  int b = in[dn];						\
	  if (b - m <= TH && m - b <= TH)				\
	    s += 2 * b, wt += 2;					\
	}								\
      out[OIDX] = (s + wt / 2) / wt;					\
    }

#define ROW(R) ((R) * w + c)
#define STEP(R) ((R) * (w + w * (r & 1)) + c)

static void __attribute__ ((noinline))
walk (const int *in, int *out, int w, int h)
{
COL_LOOP
  for (int c = 0; c < w; c++)
    {
      BODY (ROW, r * w + c)
    }
}

int perm[HMAX];

static void __attribute__ ((noinline))
walk_scatter (const int *in, int *out, int w, int h)
{
COL_LOOP
  for (int c = 0; c < w; c++)
    {
      BODY (ROW, perm[r] * w + c)
    }
}

static void __attribute__ ((noinline))
walk_step (const int *in, int *out, int w, int h)
{
COL_LOOP
  for (int c = 0; c < w; c++)
    {
      BODY (STEP, r * w + c)
    }
}

/* The same walks on the host, one column after the other: the same
   result as the kernels even where out overlaps in, since only column
   c's lane touches column c.  */
static void __attribute__ ((noinline))
ref (const int *in, int *out, int w, int h)
{
  for (int c = 0; c < w; c++)
    {
      BODY (ROW, r * w + c)
    }
}

static void __attribute__ ((noinline))
ref_scatter (const int *in, int *out, int w, int h)
{
  for (int c = 0; c < w; c++)
    {
      BODY (ROW, perm[r] * w + c)
    }
}

static void __attribute__ ((noinline))
ref_step (const int *in, int *out, int w, int h)
{
  for (int c = 0; c < w; c++)
    {
      BODY (STEP, r * w + c)
    }
}

int buf[SZ], rbuf[SZ];

static void
fill (unsigned *seed)
{
  for (int i = 0; i < SZ; i++)
    buf[i] = rbuf[i]
      = 1024 + (int) (((*seed = *seed * 1664525u + 1013904223u) >> 8)
		      % 2048u);
}

static void
compare (void)
{
  for (int i = 0; i < SZ; i++)
    if (buf[i] != rbuf[i])
      abort ();
}

int
main (void)
{
  unsigned seed = 99u;
  /* Row counts: none, one, two and three rows walked, and many.  */
  static const int hs[] = { 0, 1, 2, 3, 4, 5, HMAX / 2 - 1 };
  /* 99: out apart from in; -1, 0 and 1: out is in shifted by that many
     rows.  */
  static const int shifts[] = { 99, -1, 0, 1 };
  for (int r = 0; r < HMAX; r++)
    perm[r] = (r * 7) % HMAX;
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < (int) (sizeof hs / sizeof hs[0]); j++)
      {
	int h = hs[j];
	int base = W, obase = (shifts[k] == 99 ? HMAX / 2 + 2
			       : 1 + shifts[k]) * W;
	fill (&seed);
DATA_BUF
	walk (buf + base, buf + obase, W, h);
	ref (rbuf + base, rbuf + obase, W, h);
	compare ();

	/* perm's rows lie within 0 .. HMAX - 1 (perm is a global array,
	   which the offloaded code maps itself); out is in shifted by
	   -1, 0 or 1 rows, so that the stores overwrite pixels of in.  */
	fill (&seed);
	if (shifts[k] != 99 && h <= HMAX / 2)
	  {
DATA_BUF
	    walk_scatter (buf + base, buf + obase, W, h);
	    ref_scatter (rbuf + base, rbuf + obase, W, h);
	    compare ();
	  }

	/* walk_step reads elements up to (h - 1) * 2 w + w, with w = W / 4
	   within the buffer; out is in itself or in one row of W on.  */
	fill (&seed);
	  {
	    int sbase = 0;
DATA_BUF
	    walk_step (buf + sbase, buf + sbase + (shifts[k] == 99 ? 0 : W),
		       W / 4, h);
	    ref_step (rbuf + sbase, rbuf + sbase + (shifts[k] == 99 ? 0 : W),
		      W / 4, h);
	    compare ();
	  }

	/* w = 1, one column: the unit stride that GCC's loop versioning
	   (-O3) gives a copy of the row loop of its own; out is in, apart,
	   or in shifted by one pixel either way.  */
	fill (&seed);
	  {
	    int o1 = shifts[k] == 99 ? obase : base + shifts[k];
DATA_BUF
	    walk (buf + base, buf + o1, 1, h);
	    ref (rbuf + base, rbuf + o1, 1, h);
	    compare ();
	  }
      }
  return 0;
}
