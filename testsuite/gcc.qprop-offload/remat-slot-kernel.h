/* The kernel of the slot-*.c tests (qprop-remat's per-warp shared-memory
   slots, remat-slots=on), which include this file after defining
   SLOT_LOOP as the _Pragma that offloads the lane loop.

   Lane i first runs a loop of m steps whose four carried values s0..s3
   depend only on k, m and the step: uniform, but not recomputable (each
   is a loop-carried value, defined by a PHI's cycle).  They stay live
   across the second loop, sixteen rounds of four hashes of the lane's
   own data (the high-pressure block), and are used after it.  With the
   slots, each is stored once per warp into shared memory after the
   first loop and loaded back after the rounds.  The run compares every
   output with the same computation on the host.  */

#include <stdlib.h>
#define N 300
#define TAB 64
static int a[N], b[TAB], c[TAB], d[TAB], o[N], ro[N];
#define ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])
static void __attribute__ ((noinline))
kern (const int *a, const int *b, const int *c, const int *d, int *o,
      int k, int m, int n)
{
  SLOT_LOOP
  for (int i = 0; i < n; i++)
    {
      unsigned s0 = (unsigned) k, s1 = (unsigned) k ^ 0x9e3779b9u;
      unsigned s2 = (unsigned) k + 7u, s3 = (unsigned) k * 3u;
      for (int t = 0; t < m; t++)
        {
          s0 = s0 * 2654435761u + (unsigned) t;
          s1 = (s1 ^ s0) * 2246822519u;
          s2 = s2 + (s1 >> 3);
          s3 = s3 * 3266489917u + s2;
        }
      unsigned h0 = (unsigned) a[i], h1 = h0 ^ (unsigned) i;
      unsigned h2 = h0 * 7u + 1u, h3 = h1 * 13u + 5u;
      for (int t = 0; t < 16; t++)
        {
          h0 = ROUND (h0, t, b, c, d);
          h1 = ROUND (h1, t, c, b, d);
          h2 = ROUND (h2 ^ h0, t, b, d, c);
          h3 = ROUND (h3 + h1, t, d, c, b);
        }
      o[i] = (int) (((h0 + s0) ^ (h1 * s1)) + ((h2 ^ s2) - (h3 + s3)));
    }
}
static void
reference (int k, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned s0 = (unsigned) k, s1 = (unsigned) k ^ 0x9e3779b9u;
      unsigned s2 = (unsigned) k + 7u, s3 = (unsigned) k * 3u;
      for (int t = 0; t < m; t++)
        {
          s0 = s0 * 2654435761u + (unsigned) t;
          s1 = (s1 ^ s0) * 2246822519u;
          s2 = s2 + (s1 >> 3);
          s3 = s3 * 3266489917u + s2;
        }
      unsigned h0 = (unsigned) a[i], h1 = h0 ^ (unsigned) i;
      unsigned h2 = h0 * 7u + 1u, h3 = h1 * 13u + 5u;
      for (int t = 0; t < 16; t++)
        {
          h0 = ROUND (h0, t, b, c, d);
          h1 = ROUND (h1, t, c, b, d);
          h2 = ROUND (h2 ^ h0, t, b, d, c);
          h3 = ROUND (h3 + h1, t, d, c, b);
        }
      ro[i] = (int) (((h0 + s0) ^ (h1 * s1)) + ((h2 ^ s2) - (h3 + s3)));
    }
}
int
main (void)
{
  unsigned r = 12345;
  for (int i = 0; i < N; i++)
    a[i] = (int) (r = r * 1664525u + 1013904223u);
  for (int i = 0; i < TAB; i++)
    {
      b[i] = (int) (r = r * 1664525u + 1013904223u);
      c[i] = (int) (r >> 7);
      d[i] = i * 7 - 3;
    }
  kern (a, b, c, d, o, 7, 9, N);
  reference (7, 9, N);
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i])
      abort ();
  return 0;
}
