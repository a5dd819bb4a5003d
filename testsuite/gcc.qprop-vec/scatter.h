/* Stores lane by lane: a scatter hist[idx[i]] = ... (two lanes may hit
   the same element: the later lane's value stays, as in the scalar loop)
   and a store to a uniform address (*last = k: the last lane's), after a
   lane-dependent loop.  */

#include <string.h>

void
scatter (int *hist, int *last, const int *idx, const int *a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = a[i], k = 0;
      while (v > 0)
	{
	  v -= 3;
	  k++;
	}
      hist[idx[i]] = k;
      *last = k;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
scatter_ref (int *hist, int *last, const int *idx, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = a[i], k = 0;
      while (v > 0)
	{
	  v -= 3;
	  k++;
	}
      hist[idx[i]] = k;
      *last = k;
    }
}

static int idx[300], a[300], h1[64], h2[64];

int
main (void)
{
  for (int i = 0; i < 300; i++)
    {
      idx[i] = (i * 29) % 64;
      a[i] = (i * 53) % 40 - 5;
    }
  for (int n = 0; n < 300; n += 11)
    {
      int l1 = -1, l2 = -1;
      memset (h1, 0, sizeof h1);
      memset (h2, 0, sizeof h2);
      scatter (h1, &l1, idx, a, n);
      scatter_ref (h2, &l2, idx, a, n);
      if (memcmp (h1, h2, sizeof h1) || l1 != l2)
	__builtin_abort ();
    }
  return 0;
}
