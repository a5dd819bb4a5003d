/* Nests for qprop-flatten's run-time vote (flatten-vote.cc) whose inner
   loop B loads memory, as a walk over CSR rows or item lists does: each
   lane walks its items (loop A), and B mixes the words of its item.
   With a load in B, IVOPTs counts B from the item's index up to a bound
   it computes in B's preheader, a block that runs only when B is
   entered; the vote copies that arithmetic before A (it cannot trap or
   overflow) and measures B's trip counts:

   - shape_load: B loads from W; the vote fires;
   - shape_store: B also stores to CNT, the array its trip counts are
     loaded from: the vote must not load them ahead (no vote).  A does
     more work here, so that formula (1) declines the nest statically.

   flat-acc-vote-load.c and flat-omp-vote-load.c define LANE_LOOP as the
   _Pragma that offloads a lane loop in their model.  main checks each
   lane's result and CNT against the same nest compiled without
   offloading, on rare long items, even ones, and A with fewer iterations
   than the vote samples.  */

#include <stdlib.h>

#define NLANE 96
#define QMAX 10
#define ITEMS (NLANE * QMAX)
#define NW 81

#define BODY_LOAD							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = (unsigned) it * 40503u;				\
      int l = cnt[it];							\
      for (int k = 0; k < l; k++)					\
	{								\
	  s = s * 1664525u + (unsigned) w[(it + k) % NW];		\
	  s ^= s >> 3;							\
	}								\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

#define BODY_STORE							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = (unsigned) it * 40503u;				\
      int l = cnt[it];							\
      for (int k = 0; k < l; k++)					\
	{								\
	  s = s * 1664525u + (unsigned) w[(it + k) % NW];		\
	  s ^= s >> 3;							\
	  if ((s >> 7) & 1u)						\
	    cnt[it] = k;						\
	}								\
      acc = (acc ^ (acc >> 7)) * 0x9e3779b9u + (s ^ (s >> 13))	\
	    + (unsigned) l * 0x85ebca6bu;				\
    }									\
  sum[p] = acc;

#define KERNELS(NAME, BODY)						\
static void __attribute__ ((noinline))					\
NAME (const int *w, int *cnt, unsigned *sum, int q, int n)		\
{									\
LANE_LOOP								\
  for (int p = 0; p < n; p++)						\
    {									\
      BODY								\
    }									\
}									\
static void __attribute__ ((noinline))					\
NAME##_ref (const int *w, int *cnt, unsigned *sum, int q, int n)	\
{									\
  for (int p = 0; p < n; p++)						\
    {									\
      BODY								\
    }									\
}

KERNELS (shape_load, BODY_LOAD)
KERNELS (shape_store, BODY_STORE)

int w[NW], cnt[ITEMS], rcnt[ITEMS];
unsigned sum[NLANE], rsum[NLANE];

typedef void (*kernel_fn) (const int *, int *, unsigned *, int, int);

int
main (void)
{
  static const kernel_fn kernels[2][2] = {
    { shape_load, shape_load_ref }, { shape_store, shape_store_ref } };
  unsigned s = 2718u;
  for (int k = 0; k < NW; k++)
    w[k] = (int) ((k * 4712L + 713) % 64) - 3;
  /* mode 0: rare long items; mode 1: even ones; modes 2 and 3: rare long
     items with A running 2 and 0 iterations.  */
  for (int mode = 0; mode < 4; mode++)
    {
      int q = mode == 2 ? 2 : mode == 3 ? 0 : QMAX;
      for (int i = 0; i < 2; i++)
	{
	  for (int it = 0; it < ITEMS; it++)
	    {
	      unsigned u = (s = s * 1664525u + 1013904223u) >> 8;
	      cnt[it] = rcnt[it] = mode == 1 ? 7 : u % 32u == 0
				   ? 80 + (int) ((u >> 5) % 64u)
				   : (int) ((u >> 5) % 4u);
	    }
	  for (int p = 0; p < NLANE; p++)
	    sum[p] = rsum[p] = 0xdeadbeefu;
	  kernels[i][0] (w, cnt, sum, q, NLANE);
	  kernels[i][1] (w, rcnt, rsum, q, NLANE);
	  for (int p = 0; p < NLANE; p++)
	    if (sum[p] != rsum[p])
	      abort ();
	  for (int it = 0; it < ITEMS; it++)
	    if (cnt[it] != rcnt[it])
	      abort ();
	}
    }
  return 0;
}
