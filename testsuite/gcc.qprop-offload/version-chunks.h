/* The chunked 3-point filter of version-acc-chunks.c and
   version-omp-chunks.c, which include this file after defining
   CHUNK_LOOP as the _Pragma that offloads the lane loop in their model,
   and DATA_TWO and DATA_ONE as the data regions that map the whole
   buffers around it (so that overlapping sections of one buffer are
   present on the device as one).

   Lane t owns the cells [t * STRIDE, t * STRIDE + C + 1] of both arrays:
   it reads in[i - 1], in[i], in[i + 1] and writes out[i] for
   i = t * STRIDE + 1 .. t * STRIDE + C.  The arrays arrive as plain
   pointers, so in the offloaded function they may overlap, and
   qprop-version checks at run time that each lane's ranges are apart.
   No two lanes share a cell, in either array, for any shift of out
   against in from -2 to 2: each run is race-free, and its result is the
   sequential one, even where out overlaps in and the loop must run its
   unchecked copy.  */

#include <stdlib.h>

#define T 100
#define C 16
#define STRIDE (C + 6)
#define SZ (T * STRIDE + 8)

static void __attribute__ ((noinline))
filter (const unsigned *in, unsigned *out, int n)
{
  CHUNK_LOOP
  for (int t = 0; t < n; t++)
    for (int k = 0; k < C; k++)
      {
	int i = t * STRIDE + 1 + k;
	out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
      }
}

static void __attribute__ ((noinline))
reference (const unsigned *in, unsigned *out, int n)
{
  for (int t = 0; t < n; t++)
    for (int k = 0; k < C; k++)
      {
	int i = t * STRIDE + 1 + k;
	out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
      }
}

static unsigned buf0[SZ + 8], buf1[SZ + 8], want[SZ + 8];

static void
fill (unsigned *p, unsigned seed)
{
  for (int i = 0; i < SZ + 8; i++)
    p[i] = (i + seed) * 2654435761u;
}

int
main (void)
{
  for (int n = 1; n <= T; n += 33)
    {
      /* Apart: two buffers.  */
      fill (buf0, 1);
      fill (buf1, 2);
      fill (want, 2);
      reference (buf0 + 2, want + 2, n);
      DATA_TWO
      filter (buf0 + 2, buf1 + 2, n);
      for (int i = 0; i < SZ + 8; i++)
	if (buf1[i] != want[i])
	  abort ();

      /* Overlapping: out is in shifted by SHIFT cells, in one buffer.  */
      for (int shift = -2; shift <= 2; shift++)
	{
	  fill (buf0, 3);
	  fill (want, 3);
	  reference (want + 4, want + 4 + shift, n);
	  DATA_ONE
	  filter (buf0 + 4, buf0 + 4 + shift, n);
	  for (int i = 0; i < SZ + 8; i++)
	    if (buf0[i] != want[i])
	      abort ();
	}
    }
  return 0;
}
