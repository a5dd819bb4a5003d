/* The kernel of remat-omp-calls-loop{,-on}.c: every iteration of a
   teams-distributed loop records the number of teams and adds b[x] * s
   to a[x]; t, a and b are reached through the region's argument
   block.  */

#include <stdlib.h>
#include <omp.h>

#define N 777

static int a[N], b[N], t[N];

static void __attribute__ ((noinline))
kern (int *a, const int *b, int *t, int s)
{
#pragma omp target teams distribute map(tofrom: a[0:N], t[0:N]) map(to: b[0:N])
  for (int x = 0; x < N; x++)
    {
      t[x] = omp_get_num_teams ();
      a[x] += b[x] * s;
    }
}

int
main (void)
{
  for (int x = 0; x < N; x++)
    {
      a[x] = x % 13 - 6;
      b[x] = 3 * x + 1;
      t[x] = -1;
    }
  kern (a, b, t, 7);
  for (int x = 0; x < N; x++)
    if (a[x] != x % 13 - 6 + (3 * x + 1) * 7 || t[x] < 1 || t[x] != t[0])
      abort ();
  return 0;
}
