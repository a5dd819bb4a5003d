/* Nests of the shape of flat-rarelong.h (each lane p walks its q items,
   loop A; item it costs a number of steps that is the lane's own, loop
   B), for qprop-flatten's run-time vote:

   - kernel_clobber: A stores through cnt, which may point into len, the
     array B's trip count is loaded from: a store of an earlier iteration
     could change what the vote would load ahead, before the nest, so
     there is no vote, and formula (1) with its guessed idle share
     decides alone;
   - kernel_collatz: B walks its item's Collatz sequence down to 1, a
     trip count GCC's niter analysis cannot express: no vote either;
   - kernel_popcount: B runs once per set bit of its item's word, which
     the niter analysis counts with popcount: the vote measures it.

   flat-acc-vote.c and flat-omp-vote.c include this file after defining
   LANE_LOOP_CLOBBER and LANE_LOOP_OTHER as the _Pragmas that offload the
   lane loops in their model.  main checks every lane's results, and
   the stores, against the same nests compiled without offloading, on rare
   long items and on even ones.  */

#include <stdlib.h>

#define NLANE 160
#define Q 12
#define ITEMS (NLANE * Q)

#define MIX(s, k) (((s) ^ ((s) >> 15)) * 0x85ebca6bu + (unsigned) (k))

#define BODY_CLOBBER							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      int l = len[it];							\
      cnt[it] = l + j;							\
      for (int k = 0; k < l; k++)					\
	s = MIX (s, k);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

#define BODY_POPCOUNT							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      for (unsigned v = (unsigned) len[it]; v != 0; v &= v - 1)		\
	s = MIX (s, v);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

static void __attribute__ ((noinline))
kernel_clobber (const unsigned *restrict seed, const int *len, int *cnt,
		unsigned *restrict sum, int q, int n)
{
LANE_LOOP_CLOBBER
  for (int p = 0; p < n; p++)
    {
      BODY_CLOBBER
    }
}

#define BODY_COLLATZ							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      for (unsigned v = (unsigned) len[it]; v > 1;			\
	   v = v & 1 ? 3 * v + 1 : v / 2)				\
	s = MIX (s, v);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

static void __attribute__ ((noinline))
kernel_popcount (const unsigned *restrict seed, const int *restrict len,
		 unsigned *restrict sum, int q, int n)
{
LANE_LOOP_OTHER
  for (int p = 0; p < n; p++)
    {
      BODY_POPCOUNT
    }
}

static void __attribute__ ((noinline))
kernel_collatz (const unsigned *restrict seed, const int *restrict len,
		unsigned *restrict sum, int q, int n)
{
LANE_LOOP_OTHER
  for (int p = 0; p < n; p++)
    {
      BODY_COLLATZ
    }
}

static void __attribute__ ((noinline))
ref_clobber (const unsigned *seed, const int *len, int *cnt, unsigned *sum,
	     int q, int n)
{
  for (int p = 0; p < n; p++)
    {
      BODY_CLOBBER
    }
}

static void __attribute__ ((noinline))
ref_popcount (const unsigned *seed, const int *len, unsigned *sum, int q,
	      int n)
{
  for (int p = 0; p < n; p++)
    {
      BODY_POPCOUNT
    }
}

static void __attribute__ ((noinline))
ref_collatz (const unsigned *seed, const int *len, unsigned *sum, int q,
	     int n)
{
  for (int p = 0; p < n; p++)
    {
      BODY_COLLATZ
    }
}

unsigned seed[ITEMS], sum[NLANE], rsum[NLANE];
int len[ITEMS], cnt[ITEMS], rcnt[ITEMS];

int
main (void)
{
  unsigned s = 2718u;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = (s = s * 1664525u + 1013904223u);
  /* mode 0: rare long items; mode 1: even ones.  For kernel_popcount the
     length is the number of set bits; kernel_collatz's items 27 and 97
     take 111 and 118 steps, 1 to 3 at most 7, and 6 takes 8.  */
  for (int mode = 0; mode < 2; mode++)
    {
      for (int it = 0; it < ITEMS; it++)
	{
	  unsigned u = (s = s * 1664525u + 1013904223u) >> 8;
	  len[it] = mode ? 6 : u % 32u == 0 ? 90 + (int) ((u >> 5) % 32u)
		    : 1 + (int) ((u >> 5) % 3u);
	}
      for (int i = 0; i < ITEMS; i++)
	cnt[i] = rcnt[i] = -1;
      kernel_clobber (seed, len, cnt, sum, Q, NLANE);
      ref_clobber (seed, len, rcnt, rsum, Q, NLANE);
      for (int p = 0; p < NLANE; p++)
	if (sum[p] != rsum[p])
	  abort ();
      for (int i = 0; i < ITEMS; i++)
	if (cnt[i] != rcnt[i])
	  abort ();
      for (int it = 0; it < ITEMS; it++)
	len[it] = mode ? 0x3f : (it % 29 == 0 ? 0x7fffffff : 0x5);
      kernel_popcount (seed, len, sum, Q, NLANE);
      ref_popcount (seed, len, rsum, Q, NLANE);
      for (int p = 0; p < NLANE; p++)
	if (sum[p] != rsum[p])
	  abort ();
      for (int it = 0; it < ITEMS; it++)
	len[it] = mode ? 6 : it % 31 == 0 ? 27 + 70 * (it & 1) : 1 + it % 3;
      kernel_collatz (seed, len, sum, Q, NLANE);
      ref_collatz (seed, len, rsum, Q, NLANE);
      for (int p = 0; p < NLANE; p++)
	if (sum[p] != rsum[p])
	  abort ();
    }
  return 0;
}
