/* A load from a uniform address (*bonus) under a lane mask (k > 3): it
   may run only when some lane's k is above 3.  The program passes a null
   BONUS whenever no lane's is, so a load with no lane active faults.  */

#include <stddef.h>
#include <string.h>

void
levels (int *out, const int *a, const int *bonus, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = a[i], k = 0;
      while (v > 1)
	{
	  v >>= 1;
	  k++;
	}
      int r = k;
      if (k > 3)
	r = k + *bonus;
      out[i] = r;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
levels_ref (int *out, const int *a, const int *bonus, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = a[i], k = 0;
      while (v > 1)
	{
	  v >>= 1;
	  k++;
	}
      int r = k;
      if (k > 3)
	r = k + *bonus;
      out[i] = r;
    }
}

static int a[200], o1[200], o2[200];

int
main (void)
{
  int bonus = 100;
  for (int big = 0; big < 2; big++)
    for (int n = 0; n < 200; n += 3)
      {
	int any = 0;
	for (int i = 0; i < n; i++)
	  {
	    a[i] = big && i % 5 == 0 ? 1000 + i : i % 13;
	    any |= a[i] >= 16;
	  }
	memset (o1, 3, sizeof o1);
	memset (o2, 3, sizeof o2);
	levels (o1, a, any ? &bonus : NULL, n);
	levels_ref (o2, a, any ? &bonus : NULL, n);
	if (memcmp (o1, o2, sizeof o1))
	  __builtin_abort ();
      }
  return 0;
}
