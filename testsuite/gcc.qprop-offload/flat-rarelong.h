/* The nest of flat-acc-rarelong.c and flat-omp-rarelong.c (the shape of
   benchmarks/offload/rarelong): each lane p walks its q items (loop A,
   the same trip count in every lane); item it = j * n + p costs len[it]
   steps (loop B).  Both files include this one after defining LANE_LOOP
   as the _Pragma that offloads the lane loop in their model.  */

#include <stdlib.h>

#define NLANE 200
#define Q 16
#define ITEMS (NLANE * Q)
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = 0;							\
  for (int j = 0; j < q; j++)						\
    {									\
      int it = j * n + p;						\
      unsigned s = seed[it] ^ acc;					\
      s = (s ^ (s >> 16)) * 0x7feb352du;				\
      int l = len[it];							\
      for (int k = 0; k < l; k++)					\
	s = (s ^ (s >> 15)) * 0x85ebca6bu + (unsigned) k;		\
      acc += s ^ (s >> 13);						\
    }									\
  sum[p] = acc;

static void __attribute__ ((noinline))
kernel (const unsigned *restrict seed, const int *restrict len,
	unsigned *restrict sum, int q, int n)
{
LANE_LOOP
  for (int p = 0; p < n; p++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (const unsigned *seed, const int *len, unsigned *sum, int q, int n)
{
  for (int p = 0; p < n; p++)
    {
      BODY
    }
}

unsigned seed[ITEMS], sum[NLANE + 1], rsum[NLANE + 1];
int len[ITEMS];

int
main (void)
{
  unsigned s = 4242u;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = (s = s * 1664525u + 1013904223u);
  /* mode 0: rare long items (one in 32 has 100..131 steps, the others
     2..4); mode 1: even (every item 6 steps); mode 2: lengths differing
     by at most one between lanes; mode 3: zero steps everywhere, and a
     single long item; modes 4 to 6: rare long items again, with A running
     0, 1 and 3 iterations (the run-time vote samples 4).  n = NLANE - 7
     leaves a partial last warp.  One binary runs them all, so the warps
     of one run and of the next take different versions of the nest.  */
  for (int mode = 0; mode < 7; mode++)
    {
      int n = mode == 2 ? NLANE - 7 : NLANE;
      int q = mode == 4 ? 0 : mode == 5 ? 1 : mode == 6 ? 3 : Q;
      for (int it = 0; it < ITEMS; it++)
	{
	  unsigned u = (s = s * 1664525u + 1013904223u) >> 8;
	  if (mode == 0 || mode >= 4)
	    len[it] = u % 32u == 0 ? 100 + (int) ((u >> 5) % 32u)
				   : 2 + (int) ((u >> 5) % 3u);
	  else if (mode == 1)
	    len[it] = 6;
	  else if (mode == 2)
	    len[it] = 5 + (int) ((u >> 5) & 1u);
	  else
	    len[it] = it == 77 ? 140 : 0;
	}
      for (int p = 0; p <= NLANE; p++)
	sum[p] = rsum[p] = SENTINEL;
      kernel (seed, len, sum, q, n);
      ref (seed, len, rsum, q, n);
      for (int p = 0; p <= NLANE; p++)
	if (sum[p] != rsum[p])
	  abort ();
    }
  return 0;
}
