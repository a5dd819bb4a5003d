/* The kernel of lin-acc-scloop.c and lin-omp-scloop.c (the shape of
   benchmarks/offload/scloop): a short-circuit condition whose false side
   holds a counted loop with the same trip count kl in every lane.  Both
   files include this one after defining ITEM_LOOP as the _Pragma that
   offloads the item loop in their model.  */

#include <stdlib.h>

#define N 1000
#define NB 512

#define BODY								\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t && b[c[i]] > t)						\
    r = r * 2654435761u + 40503u;					\
  else									\
    for (int k = 0; k < kl; k++)					\
      {									\
	r ^= r << 13;							\
	r ^= r >> 17;							\
	r ^= r << 5;							\
	r += (unsigned) k;						\
      }									\
  a[i] = (int) (r >> 22);						\
  sum[i] += r;

static void __attribute__ ((noinline))
kernel (int *restrict a, const int *restrict b, const int *restrict c,
	unsigned *restrict sum, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (int *a, const int *b, const int *c, unsigned *sum, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int a[N], ra[N], b[NB], c[N];
unsigned sum[N], rsum[N];

int
main (void)
{
  unsigned s = 12345u;
  for (int j = 0; j < NB; j++)
    b[j] = (int) ((s = s * 1664525u + 1013904223u) >> 22);
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = (int) ((s = s * 1664525u + 1013904223u) >> 22);
      c[i] = (int) ((s = s * 1664525u + 1013904223u) >> 8) % NB;
      sum[i] = rsum[i] = 0;
    }
  /* t = -1: every lane takes the short arm; 1023: none does (a and b are
     below 1024); 511: both tests diverge.  kl = 0: the loop runs no trip.
     The n below N leaves a partial last warp and items never touched.  */
  static const int ts[] = { 511, -1, 1023, 511, 300 };
  static const int kls[] = { 8, 3, 5, 0, 1 };
  for (int round = 0; round < 5; round++)
    {
      int n = round == 4 ? N - 37 : N;
      kernel (a, b, c, sum, ts[round], kls[round], n);
      ref (ra, b, c, rsum, ts[round], kls[round], n);
      for (int i = 0; i < N; i++)
	if (a[i] != ra[i] || sum[i] != rsum[i])
	  abort ();
    }
  return 0;
}
