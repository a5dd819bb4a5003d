/* A column walk whose arms load rows of a narrowed index, for
   version-acc-narrow.c and version-omp-narrow.c, which define COL_LOOP
   (one column per lane, in and out present) and DATA (the data region
   around it).

   q = (signed char) (r * 9 >> 1) runs in every iteration, and its
   operand, 9 .. 171, leaves signed char's range from r = 29 on: the
   conversion is implementation-defined there (GCC: modulo 256, rows
   -128 .. 127), not undefined, so running in every iteration proves
   nothing about it.  (A shift, so that GCC does not narrow the
   arithmetic below the conversion instead.)  The arms' index arithmetic,
   q * W + c and (q + 1) * W + c, has to be refused by qprop-version
   ("index arithmetic that may wrap"), with the conversion as the
   statement that may wrap.  The result is checked against the same walk
   on the host.  */

#include <stdlib.h>

#define W 32
#define H 40
/* Rows -128 .. 128 of in, and out's rows 0 .. H.  */
#define LO (128 * W)
#define NP (257 * W)
#define SZ (LO + NP)

#define WALK_BODY							\
  {									\
    int q = (signed char) (r * 9 >> 1);					\
    int x = in[r * W + c];						\
    int v;								\
    if (x > t)								\
      v = in[q * W + c];						\
    else								\
      v = in[(q + 1) * W + c];						\
    out[r * W + c] = v + (x >> 1);					\
  }

static void __attribute__ ((noinline))
walk_narrow (const int *in, int *out, int t)
{
  COL_LOOP
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY
}

static void __attribute__ ((noinline))
reference (const int *in, int *out, int t)
{
  for (int c = 0; c < W; c++)
    for (int r = 2; r < H - 1; r++)
      WALK_BODY
}

static int buf0[SZ], buf1[SZ], want[SZ];

int
main (void)
{
  for (int t = 0; t <= 4096; t += 1024)
    {
      for (int i = 0; i < SZ; i++)
	{
	  buf0[i] = ((i + 1) * 2654435761u) >> 20;
	  buf1[i] = want[i] = ((i + 2) * 2654435761u) >> 20;
	}
      reference (buf0 + LO, want, t);
      DATA
      walk_narrow (buf0 + LO, buf1, t);
      for (int i = 0; i < SZ; i++)
	if (buf1[i] != want[i])
	  abort ();
    }
  return 0;
}
