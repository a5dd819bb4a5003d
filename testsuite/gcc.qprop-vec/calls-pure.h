/* A pure function with no simd clone, called under a lane-varying
   branch: one scalar call per active lane, in lane order, each behind a
   test of its lane's mask bit.  lookup () traps on a negative index,
   which exactly the lanes that skip the arm have: a call for a lane
   whose mask is clear would crash the test.  */
#include "vec-run.h"

__attribute__ ((noipa, pure)) int
lookup (const int *tab, int idx)
{
  if (idx < 0)
    __builtin_trap ();
  return tab[idx] * 3 + 1;
}

KERNEL void
kernel (int *restrict out, const int *restrict tab,
	const int *restrict idx, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int j = idx[i], v = -j;
      if (j >= 0)
	v = lookup (tab, j) + i;
      out[i] = v;
    }
}

REF void
ref (int *restrict out, const int *restrict tab, const int *restrict idx,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      int j = idx[i], v = -j;
      if (j >= 0)
	v = tab[j] * 3 + 1 + i;
      out[i] = v;
    }
}

static int tab[64], idx[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < 64; i++)
    tab[i] = (int) (vec_rand () % 1000);
  for (int i = 0; i < MAXN; i++)
    idx[i] = vec_rand () % 3 == 0 ? -1 - (int) (vec_rand () % 5)
				   : (int) (vec_rand () % 64);
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      vec_sentinels (o1, o2, n);
      kernel (o1, tab, idx, n);
      ref (o2, tab, idx, n);
      vec_check (o1, o2, n, "out");
    }
  return 0;
}
