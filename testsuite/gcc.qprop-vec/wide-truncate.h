/* qprop-vectorize: long values truncated to int, unsigned char and
   signed char in a loop with 64-bit lanes (vectorize-types.cc: the even
   32-bit halves of the V2DI/V4DI vector, then the 8-bit reduction of the
   int carrier), stored to int and byte arrays.  Compared with the same
   loop without omp simd on every trip count of vec-run.h, with
   sentinels after the outputs.  */

#include "vec-run.h"

static long in[MAXN + PAD];
static unsigned char o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];
static signed char o3[MAXN + PAD], r3[MAXN + PAD];

#define BODY(O1, O2, O3)						\
  long v = in[i], c = 0;						\
  while (v > 3 && c < 60)						\
    {									\
      v = (v >> 1) + (v >> 2);						\
      c++;								\
    }									\
  O1[i] = (unsigned char) (v * 1000003L + c);				\
  O2[i] = (int) (v << 20);						\
  O3[i] = (signed char) (v - c);

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
	in[i] = ((long) vec_rand () << 20) ^ (long) vec_rand ();
      memset (o1, 0xa5, sizeof o1);
      memset (r1, 0xa5, sizeof r1);
      memset (o3, 0x3c, sizeof o3);
      memset (r3, 0x3c, sizeof r3);
      vec_sentinels (o2, r2, n);
      kernel (n);
      reference (n);
      if (memcmp (o1, r1, sizeof o1) != 0 || memcmp (o3, r3, sizeof o3) != 0)
	{
	  printf ("n=%d: byte outputs differ\n", n);
	  abort ();
	}
      vec_check (o2, r2, n, "int");
    }
  return 0;
}
