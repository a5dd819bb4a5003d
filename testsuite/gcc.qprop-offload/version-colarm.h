/* The column walk of version-acc-colarm.c and version-omp-colarm.c (the
   shape of benchmarks/offload/colarm): lane c walks down column c of a
   w x h image; the neighbour rows' indices are computed inside the
   divergent arms, and the arrays come in as plain pointers that the
   caller's data region holds.  Both files include this one after
   defining COL_LOOP (the _Pragma that offloads the column loop, its
   arrays present) and DATA_BUF (the _Pragma of the caller's data region
   around buf).  */

#include <stdlib.h>

#define W 100
#define H 12
#define SZ ((H + 2) * W)
#define LEVEL 2048
#define TH 64

#define BODY								\
  for (int r = 1; r < h - 1; r++)					\
    {									\
      int m = in[r * w + c];						\
      int s = 4 * m, wt = 4;						\
      if (m & 1)							\
	{								\
	  int up = (r - 1) * w + c;					\
	  int a = in[up];						\
	  if (a - m <= TH && m - a <= TH)				\
	    s += 2 * a, wt += 2;					\
	}								\
      if (m < LEVEL)							\
	{								\
	  int dn = (r + 1) * w + c;					\
	  int b = in[dn];						\
	  if (b - m <= TH && m - b <= TH)				\
	    s += 2 * b, wt += 2;					\
	}								\
      out[r * w + c] = (s + wt / 2) / wt;				\
    }

static void __attribute__ ((noinline))
walk (const int *in, int *out, int w, int h)
{
COL_LOOP
  for (int c = 0; c < w; c++)
    {
      BODY
    }
}

/* One lane per column, each column in order: the same result as the
   kernel even where out overlaps in, since only column c's own lane
   touches column c.  */
static void __attribute__ ((noinline))
ref (const int *in, int *out, int w, int h)
{
  for (int c = 0; c < w; c++)
    {
      BODY
    }
}

int buf[SZ], rbuf[SZ];

int
main (void)
{
  unsigned s = 99u;
  /* 99: out apart from in; -1, 0 and 1: out is in shifted by that many
     rows.  With 0 and 1 the walk overwrites pixels it reads later in
     the same column, and a walk that read them all first (what carrying
     them under a wrong alias check computes) gives other results; with
     -1 it overwrites only pixels already read.  W is not a multiple of
     32: the last warp is partial.  */
  static const int shifts[] = { 99, -1, 0, 1 };
  for (int k = 0; k < 4; k++)
    {
      for (int i = 0; i < SZ; i++)
	buf[i] = rbuf[i]
	  = 1024 + (int) (((s = s * 1664525u + 1013904223u) >> 8) % 2048u);
      int *in, *out, *rin, *rout, h = H;
      if (shifts[k] == 99)
	{
	  /* Apart: in is rows 0 .. H/2 - 1, out rows H/2 + 1 .. H + 1.  */
	  h = H / 2;
	  in = buf, out = buf + (H / 2 + 1) * W;
	  rin = rbuf, rout = rbuf + (H / 2 + 1) * W;
	}
      else
	{
	  in = buf + W, out = buf + W + shifts[k] * W;
	  rin = rbuf + W, rout = rbuf + W + shifts[k] * W;
	}
DATA_BUF
      walk (in, out, W, h);
      ref (rin, rout, W, h);
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
    }
  return 0;
}
