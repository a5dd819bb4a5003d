/* More nests for qprop-flatten's run-time vote (flatten-vote.cc), each a
   lane's walk over its items (loop A) with a per-item inner loop (loop
   B) whose trip count the vote samples in A's first iterations:

   - shape_ptr: A's induction variable is a pointer; B runs len / 3
     steps of a 64-bit count;
   - shape_guard: B is entered only when its item's flag is set, and
     starts from a lane-dependent offset;
   - shape_arm: B's bound is loaded in an arm of A, not in every
     iteration (the vote must not load it ahead: no vote);
   - shape_carry: B's trip count depends on the value A carries from the
     previous item (no vote).

   flat-acc-vote-shapes.c and flat-omp-vote-shapes.c define LANE_LOOP as
   the _Pragma that offloads a lane loop in their model.  main checks each
   lane's result against the same nest compiled without offloading, on
   rare long items, even ones, and A with fewer iterations than the vote
   samples.  */

#include <stdlib.h>

#define NLANE 96
#define QMAX 10
#define ITEMS (NLANE * QMAX)

#define MIX(s, k) (((s) ^ ((s) >> 15)) * 0x85ebca6bu + (unsigned) (k))

#define BODY_PTR							\
  unsigned acc = 0;							\
  for (const long *w = len + p; w < len + (long) q * NLANE; w += NLANE)	\
    {									\
      unsigned s = (unsigned) *w ^ acc;					\
      for (long k = 0; k < *w / 3; k++)					\
	s = MIX (s, k);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

#define BODY_GUARD							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      int l = ilen[it];							\
      if (flag[it])							\
	for (int k = p & 3; k < l; k++)					\
	  s = MIX (s, k);						\
      acc += (s ^ (s >> 13)) + (unsigned) l;				\
    }									\
  sum[p] = acc;

#define BODY_ARM							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      int l = 2;							\
      if (flag[it])							\
	l = ilen[it];							\
      for (int k = 0; k < l; k++)					\
	s = MIX (s, k);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

#define BODY_CARRY							\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      int l = ilen[it] + (int) (acc & 1u);				\
      for (int k = 0; k < l; k++)					\
	s = MIX (s, k);							\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

#define KERNELS(NAME, BODY)						\
static void __attribute__ ((noinline))					\
NAME (const unsigned *restrict seed, const long *restrict len,		\
      const int *restrict ilen, const char *restrict flag,		\
      unsigned *restrict sum, int q, int n)				\
{									\
LANE_LOOP								\
  for (int p = 0; p < n; p++)						\
    {									\
      BODY								\
    }									\
}									\
static void __attribute__ ((noinline))					\
NAME##_ref (const unsigned *seed, const long *len, const int *ilen,	\
	    const char *flag, unsigned *sum, int q, int n)		\
{									\
  for (int p = 0; p < n; p++)						\
    {									\
      BODY								\
    }									\
}

KERNELS (shape_ptr, BODY_PTR)
KERNELS (shape_guard, BODY_GUARD)
KERNELS (shape_arm, BODY_ARM)
KERNELS (shape_carry, BODY_CARRY)

unsigned seed[ITEMS], sum[NLANE], rsum[NLANE];
long len[ITEMS];
int ilen[ITEMS];
char flag[ITEMS];

typedef void (*kernel_fn) (const unsigned *, const long *, const int *,
			   const char *, unsigned *, int, int);

int
main (void)
{
  static const kernel_fn kernels[4][2] = {
    { shape_ptr, shape_ptr_ref }, { shape_guard, shape_guard_ref },
    { shape_arm, shape_arm_ref }, { shape_carry, shape_carry_ref } };
  unsigned s = 1618u;
  /* mode 0: rare long items; mode 1: even ones; modes 2 and 3: rare long
     items with A running 2 and 0 iterations.  */
  for (int mode = 0; mode < 4; mode++)
    {
      int q = mode == 2 ? 2 : mode == 3 ? 0 : QMAX;
      for (int it = 0; it < ITEMS; it++)
	{
	  unsigned u = (s = s * 1664525u + 1013904223u) >> 8;
	  seed[it] = u * 2654435761u;
	  int l = mode == 1 ? 7 : u % 32u == 0 ? 80 + (int) ((u >> 5) % 64u)
		  : (int) ((u >> 5) % 4u);
	  len[it] = 3L * l;
	  ilen[it] = l;
	  flag[it] = mode == 1 || ((u >> 11) & 3u) != 0;
	}
      for (int i = 0; i < 4; i++)
	{
	  for (int p = 0; p < NLANE; p++)
	    sum[p] = rsum[p] = 0xdeadbeefu;
	  kernels[i][0] (seed, len, ilen, flag, sum, q, NLANE);
	  kernels[i][1] (seed, len, ilen, flag, rsum, q, NLANE);
	  for (int p = 0; p < NLANE; p++)
	    if (sum[p] != rsum[p])
	      abort ();
	}
    }
  return 0;
}
