/* qprop-vectorize: 8- and 16-bit values computed from the induction
   variable (affine, vectorize-types.cc's carriers built from lane 0's
   value plus the lanes' steps, reduced to the narrow type: (unsigned
   char) (i * 7) wraps at 256, (short) (i * 300 - 5000) at 65536), a
   blend of byte values under a mask, an 8-bit add, and (double) of the
   short beside (double) of the unsigned index, in a loop with 64-bit
   lanes.  Compared with the same loop without omp simd on every trip
   count of vec-run.h, with sentinels after the outputs.  */

#include "vec-run.h"

static int in[MAXN + PAD];
static unsigned char o1[MAXN + PAD], r1[MAXN + PAD];
static short o2[MAXN + PAD], r2[MAXN + PAD];
static double o3[MAXN + PAD], r3[MAXN + PAD];

#define BODY(O1, O2, O3)						\
  int v = in[i];							\
  while (v > 3)								\
    v >>= 1;								\
  unsigned char b = (unsigned char) (i * 7);				\
  short s = (short) (i * 300 - 5000);					\
  if (v & 1)								\
    b = (unsigned char) (b + v);					\
  O1[i] = b;								\
  O2[i] = s;								\
  O3[i] = (double) (unsigned) i * 0.5 + (double) s;

KERNEL void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2, o3)
    }
}

REF void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2, r3)
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	in[i] = (int) (vec_rand () % 50);
      memset (o1, 0xa5, sizeof o1);
      memset (r1, 0xa5, sizeof r1);
      memset (o2, 0x5a, sizeof o2);
      memset (r2, 0x5a, sizeof r2);
      vec_sentinels (o3, r3, 2 * n + PAD);
      kernel (n);
      reference (n);
      if (memcmp (o1, r1, sizeof o1) != 0 || memcmp (o2, r2, sizeof o2) != 0)
	{
	  printf ("n=%d: narrow outputs differ\n", n);
	  abort ();
	}
      vec_check (o3, r3, 2 * n, "double");
    }
  return 0;
}
