/* The kernel of lin-acc-nestarm.c and lin-omp-nestarm.c (the shape of
   benchmarks/offload/nestarm): nested divergent arms, the inner true arm
   holding a loop whose trip count m and loads key[k] are the same in
   every lane.  Both files include this one after defining ITEM_LOOP as
   the _Pragma that offloads the item loop in their model.  */

#include <stdlib.h>

#define N 1000
#define MAXM 16

#define BODY								\
  unsigned x = v[i], r;							\
  if (x & 1u)								\
    {									\
      if (x & 2u)							\
	{								\
	  r = x;							\
	  for (int k = 0; k < m; k++)					\
	    r = (r ^ key[k]) * 16777619u;				\
	}								\
      else								\
	{								\
	  r = (x >> 3) * 2654435761u;					\
	  r ^= r >> 16;							\
	}								\
    }									\
  else									\
    {									\
      r = x * 0x85ebca6bu + (unsigned) i;				\
      r ^= r >> 13;							\
    }									\
  v[i] = r ^ (r >> 11);

static void __attribute__ ((noinline))
kernel (unsigned *restrict v, const unsigned *restrict key, int m, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (unsigned *v, const unsigned *key, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

unsigned v[N], rv[N], key[MAXM];

int
main (void)
{
  unsigned s = 777u;
  for (int k = 0; k < MAXM; k++)
    key[k] = (s = s * 1664525u + 1013904223u) | 1u;
  for (int i = 0; i < N; i++)
    v[i] = rv[i] = (s = s * 1664525u + 1013904223u) >> 3;
  /* m = 0: the loop runs no trip.  Round 3 makes every item take the
     inner true arm (the loop), round 4 none; n below N leaves a partial
     last warp and items never touched.  */
  static const int ms[] = { 12, 0, 1, 16, 7, 5 };
  for (int round = 0; round < 6; round++)
    {
      int n = round == 5 ? N - 45 : N;
      if (round == 3)
	for (int i = 0; i < N; i++)
	  v[i] = rv[i] = v[i] | 3u;
      if (round == 4)
	for (int i = 0; i < N; i++)
	  v[i] = rv[i] = v[i] & ~1u;
      kernel (v, key, ms[round], n);
      ref (rv, key, ms[round], n);
      for (int i = 0; i < N; i++)
	if (v[i] != rv[i])
	  abort ();
    }
  return 0;
}
