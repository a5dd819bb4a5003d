/* The kernel of the remat-*.c tests, which include this file after
   defining REMAT_LOOP as the _Pragma that offloads the lane loop.

   Lane i hashes a[i] through eight rounds that read the tables b, c and
   d (the high-pressure block), then stores a result that needs
   j = i * 3 + k1 (affine in the lane, defined before the rounds and
   used again after them) and the uniform k2 * k3 + n.  The run compares
   every output with the same computation on the host.  */

#include <stdlib.h>

#define N 300
#define TAB 64

static int a[N], b[TAB], c[TAB], d[TAB], o[N], ro[N];

#define ROUND(h, t, b, c, d) \
  ((h) * 2654435761u + (unsigned) (b)[((h) + (t)) & (TAB - 1)] \
   + ((unsigned) (c)[((h) >> 3) & (TAB - 1)] << 1) + (unsigned) (d)[t])

static void __attribute__ ((noinline))
kern (const int *a, const int *b, const int *c, const int *d, int *o,
      int k1, int k2, int k3, int n)
{
  REMAT_LOOP
  for (int i = 0; i < n; i++)
    {
      int j = i * 3 + k1;
      int u = k2 * k3 + n;
      unsigned h = (unsigned) a[i] ^ (unsigned) j;
      for (int t = 0; t < 8; t++)
	h = ROUND (h, t, b, c, d);
      o[i] = (int) (h >> 4) + j + u;
    }
}

static void
reference (int k1, int k2, int k3, int n)
{
  for (int i = 0; i < n; i++)
    {
      int j = i * 3 + k1;
      int u = k2 * k3 + n;
      unsigned h = (unsigned) a[i] ^ (unsigned) j;
      for (int t = 0; t < 8; t++)
	h = ROUND (h, t, b, c, d);
      ro[i] = (int) (h >> 4) + j + u;
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
  kern (a, b, c, d, o, 11, -5, 9, N);
  reference (11, -5, 9, N);
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i])
      abort ();
  return 0;
}
