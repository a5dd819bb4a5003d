/* The kernel of the spill forecast's tests of qprop-version's register
   guard, version-omp-call-saves{,-off}.c, which include this file after
   defining COL_LOOP (the _Pragma that offloads the column loop, IN and
   OUT present, SZ elements each) and DATA_BUF (the caller's data region
   around buf).

   Lane c walks its column of an image of H rows and W columns and
   stores, for each inner row r, the pixel plus its vertical gradient
   in[r + 1] - in[r - 1], clipped to +-LIM.  OUT and IN may point into
   the same buffer, so the store might write what the next row reads,
   and GCC reloads all three pixels each row.  qprop-version's check
   would free the loads of in[r - 1] and in[r], which the row before
   loaded as its in[r] and in[r + 1].

   The check depends on the column, so it and its warp vote stay in the
   column loop, before the row loop: everything live into the row loop
   is live across the vote, which ptxas (sm_70 and later) compiles with a
   call on its divergent path.  The OpenMP function is a .func: each
   callee-saved register it then uses is saved in its prologue, spill
   stores and loads (register-guard-calls.cc).

   The run compares every element with the same walk compiled without
   offloading, with OUT shifted by -2 .. 2 rows against IN within one
   buffer and apart from it, where a check that passed would read stale pixels.  */

#include <stdlib.h>

#define W 70
#define H 29
#define NPIX (W * H)
#define SZ (NPIX + 4 * W)
#define LIM 9

#define BODY								\
  for (int r = 1; r < H - 1; r++)					\
    {									\
      int up = in[(r - 1) * W + c];					\
      int mid = in[r * W + c];						\
      int down = in[(r + 1) * W + c];					\
      int d = down - up;						\
      out[r * W + c] = mid + (d > LIM ? LIM : d < -LIM ? -LIM : d);	\
    }

static void __attribute__ ((noinline))
walk (int *out, const int *in)
{
COL_LOOP
  for (int c = 0; c < W; c++)
    BODY
}

static void __attribute__ ((noinline))
ref (int *out, const int *in)
{
  for (int c = 0; c < W; c++)
    BODY
}

int buf[SZ], rbuf[SZ], obuf[NPIX], robuf[NPIX];

static void
fill (int *b, int n, unsigned s)
{
  for (int i = 0; i < n; i++)
    {
      s = s * 1103515245u + 12345u;
      b[i] = (int) ((s >> 16) % 64u);
    }
}

int
main (void)
{
  /* OUT shifted by SHIFT rows against IN within one buffer (IN starts
     two rows in, so every shift stays inside), then OUT apart.  */
  for (int shift = -2; shift <= 3; shift++)
    {
      int *in = buf + 2 * W, *rin = rbuf + 2 * W;
      int *out = shift == 3 ? obuf : in + shift * W;
      int *rout = shift == 3 ? robuf : rin + shift * W;
      fill (buf, SZ, 12345u + shift);
      fill (rbuf, SZ, 12345u + shift);
      fill (obuf, NPIX, 777u);
      fill (robuf, NPIX, 777u);
DATA_BUF
      walk (out, in);
      ref (rout, rin);
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
      for (int i = 0; i < NPIX; i++)
	if (obuf[i] != robuf[i])
	  abort ();
    }
  return 0;
}
