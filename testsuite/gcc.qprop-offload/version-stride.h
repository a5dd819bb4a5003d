/* A column walk with a run-time stride that may be positive, zero or
   negative, for version-acc-stride.c and version-omp-stride.c: lane c
   walks down column c, reading in[r * s + c] every row and
   in[(r - 1) * s + c], in[(r + 1) * s + c] in divergent arms, and
   storing out[r * s + c].  in and out point into one buffer at offsets
   the caller picks, so that the run-time check of qprop-version must
   pass where they are apart and fail where they overlap, whichever way
   the stride goes: with s = 0 every row is the same row, and with s < 0
   the walk goes up.  walkw computes the index in unsigned arithmetic,
   which may wrap: qprop-version must leave that loop alone.  Both files
   include this one after defining COL_LOOP (the _Pragma that offloads
   the column loop, B and BO present) and DATA_BUF (the caller's data
   region around buf).  */

#include <stdlib.h>

#define W 40
#define H 12
#define SZ ((H + 2) * W)
#define LEVEL 2048
#define TH 64

#define BODY(IDX)							\
  for (int r = 1; r < h - 1; r++)					\
    {									\
      int m = in[IDX (r)];						\
      int s4 = 4 * m, wt = 4;						\
      if (m & 1)							\
	{								\
	  int a = in[IDX (r - 1)];					\
	  if (a - m <= TH && m - a <= TH)				\
	    s4 += 2 * a, wt += 2;					\
	}								\
      if (m < LEVEL)							\
	{								\
	  int b = in[IDX (r + 1)];					\
	  if (b - m <= TH && m - b <= TH)				\
	    s4 += 2 * b, wt += 2;					\
	}								\
      out[IDX (r)] = (s4 + wt / 2) / wt;				\
    }

#define SIGNED_IDX(R) ((R) * s + c)
#define UNSIGNED_IDX(R) ((R) * us + c)

static void __attribute__ ((noinline))
walk (const int *b, int *bo, int ioff, int ooff, int n, int s, int h)
{
COL_LOOP
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODY (SIGNED_IDX)
    }
}

static void __attribute__ ((noinline))
walkw (const int *b, int *bo, int ioff, int ooff, int n, unsigned us, int h)
{
COL_LOOP
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODY (UNSIGNED_IDX)
    }
}

/* The top pixel in[c] is invariant in the row loop: in the checked copy
   GCC's LIM loads it once.  With out = in - 2 * s the store of row 2
   writes it, so a check whose ranges did not cover every row (whichever
   way s goes) would pass and the later rows would add a stale value.  */
#define BODYI								\
  for (int r = 1; r < h - 1; r++)					\
    out[r * s + c] = in[r * s + c] + (in[c] >> 1);

static void __attribute__ ((noinline))
walki (const int *b, int *bo, int ioff, int ooff, int n, int s, int h)
{
COL_LOOP
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODYI
    }
}

static void __attribute__ ((noinline))
refi (const int *b, int *bo, int ioff, int ooff, int n, int s, int h)
{
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODYI
    }
}

/* Column after column: the kernel's result, since lane c touches only
   column c however in and out overlap.  */
static void __attribute__ ((noinline))
ref (const int *b, int *bo, int ioff, int ooff, int n, int s, int h)
{
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODY (SIGNED_IDX)
    }
}

int buf[SZ], rbuf[SZ];

/* In offset, out offset, stride and rows: apart, then overlapping by
   0 and 1 rows, for s = W, 0 and -W.  Rows run from 0 to H + 1; with
   s = -W the walk starts at row H and goes up.  */
static const struct { int ioff, ooff, s, h; } cases[] = {
  { W, (H / 2 + 1) * W, W, H / 2 },
  { W, W, W, H },
  { W, 2 * W, W, H },
  { 0, W, W, H },
  { W, 3 * W, 0, H },
  { W, W, 0, H },
  { H * W, 5 * W, -W, H / 2 },
  { H * W, H * W, -W, H },
  { H * W, (H - 1) * W, -W, H },
  { H * W, (H + 1) * W, -W, H },
};

/* For walki: out = in - 2 * s, apart (s = W and -W, the walk's rows
   away from in[c]), and s = 0.  */
static const struct { int ioff, ooff, s, h; } icases[] = {
  { 3 * W, W, W, H },
  { H * W, (H + 2) * W, -W, H },
  { W, W, 0, H },
  { W, 0, W, 3 },
  { 5 * W, 0, W, H / 2 },
};

int
main (void)
{
  unsigned seed = 99u;
  for (int k = 0; k < (int) (sizeof cases / sizeof cases[0]) + 1; k++)
    {
      for (int i = 0; i < SZ; i++)
	buf[i] = rbuf[i]
	  = 1024 + (int) (((seed = seed * 1664525u + 1013904223u) >> 8)
			  % 2048u);
      int *b = buf, *bo = buf;
      if (k == (int) (sizeof cases / sizeof cases[0]))
	{
	  /* The unsigned index, apart.  */
DATA_BUF
	  walkw (b, bo, W, (H / 2 + 1) * W, W, W, H / 2);
	  ref (rbuf, rbuf, W, (H / 2 + 1) * W, W, W, H / 2);
	}
      else
	{
DATA_BUF
	  walk (b, bo, cases[k].ioff, cases[k].ooff, W, cases[k].s,
		cases[k].h);
	  ref (rbuf, rbuf, cases[k].ioff, cases[k].ooff, W, cases[k].s,
	       cases[k].h);
	}
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
    }
  for (int k = 0; k < (int) (sizeof icases / sizeof icases[0]); k++)
    {
      for (int i = 0; i < SZ; i++)
	buf[i] = rbuf[i]
	  = 1024 + (int) (((seed = seed * 1664525u + 1013904223u) >> 8)
			  % 2048u);
      int *b = buf, *bo = buf;
DATA_BUF
      walki (b, bo, icases[k].ioff, icases[k].ooff, W, icases[k].s,
	     icases[k].h);
      refi (rbuf, rbuf, icases[k].ioff, icases[k].ooff, W, icases[k].s,
	    icases[k].h);
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
    }
  return 0;
}
