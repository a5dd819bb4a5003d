/* A column walk with a run-time stride s (positive, zero or negative)
   and a constant row count, for sr-acc-stride.c and sr-omp-stride.c:
   lane c reads in[r * s + c] every row and in[(r - 1) * s + c],
   in[(r + 1) * s + c] in divergent arms, and stores out[r * s + c].
   With sr-symbolic-steps=on, qprop-sr's address forms write r * s over
   "s times the row loop's iteration number", so that the arm's
   in[(r + 1) * s + c] is known to be the next row's in[r * s + c]
   (version-stride.h has the same walk with a run-time row count, where
   no last iteration can be peeled).  in and out point into one buffer
   at offsets the caller picks, apart and overlapping, for s = W, 0 and
   -W; the result must equal the host's.  Both files include this one
   after defining COL_LOOP and DATA_BUF as version-stride.h.  */

#include <stdlib.h>

#define W 40
#define H 12
#define SZ ((H + 2) * W)
#define LEVEL 2048
#define TH 64

#define BODY								\
  for (int r = 1; r < H - 1; r++)					\
    {									\
      int m = in[r * s + c];						\
      int s4 = 4 * m, wt = 4;						\
      if (m & 1)							\
	{								\
	  int a = in[(r - 1) * s + c];					\
	  if (a - m <= TH && m - a <= TH)				\
	    s4 += 2 * a, wt += 2;					\
	}								\
      if (m < LEVEL)							\
	{								\
	  int b = in[(r + 1) * s + c];					\
	  if (b - m <= TH && m - b <= TH)				\
	    s4 += 2 * b, wt += 2;					\
	}								\
      out[r * s + c] = (s4 + wt / 2) / wt;				\
    }
static void __attribute__ ((noinline))
walk (const int *b, int *bo, int ioff, int ooff, int n, int s)
{
COL_LOOP
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODY
    }
}

static void __attribute__ ((noinline))
ref (const int *b, int *bo, int ioff, int ooff, int n, int s)
{
  for (int c = 0; c < n; c++)
    {
      const int *in = b + ioff;
      int *out = bo + ooff;
      BODY
    }
}

int buf[SZ], rbuf[SZ];

/* In offset, out offset and stride: apart, overlapping by 0, 1 and -1
   rows, for s = W, 0 and -W (rows run from 0 to H + 1; with s = -W the
   walk starts at row H and goes up).  */
static const struct { int ioff, ooff, s; } cases[] = {
  { W, W, W }, { W, 2 * W, W }, { 0, W, W }, { W, 0, W }, { 0, 0, W },
  { W, 3 * W, 0 }, { W, W, 0 },
  { H * W, H * W, -W }, { H * W, (H - 1) * W, -W },
  { H * W, (H + 1) * W, -W },
};

int
main (void)
{
  unsigned seed = 99u;
  for (int k = 0; k < (int) (sizeof cases / sizeof cases[0]); k++)
    {
      for (int i = 0; i < SZ; i++)
	buf[i] = rbuf[i]
	  = 1024 + (int) (((seed = seed * 1664525u + 1013904223u) >> 8)
			  % 2048u);
      int *b = buf, *bo = buf;
DATA_BUF
      walk (b, bo, cases[k].ioff, cases[k].ooff, W, cases[k].s);
      ref (rbuf, rbuf, cases[k].ioff, cases[k].ooff, W, cases[k].s);
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
    }
  return 0;
}
