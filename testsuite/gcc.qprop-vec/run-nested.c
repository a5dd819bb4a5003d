/* qprop-vectorize: divergent loops inside divergent loops, against the
   same loops without omp simd.  kernel_two: two levels whose trip counts
   both differ per lane, values of both levels used after the nest.
   kernel_uniform: a loop of a fixed trip count (the same in every lane)
   with a lane-dependent `continue' around a lane-dependent loop (the
   shape of benchmarks/kernels/simd_nn.c).  kernel_exits: a `break' out
   of the inner level and a `goto' out of both levels at once, with
   values of each level leaving on each exit.  kernel_three: three levels.
   kernel_uniform2: loops of a uniform count (Theorem 4.5: no live mask),
   one under a partial mask, one inside a divergent loop.
   Some lanes run each loop zero times.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model is off: these tests check the vector code.  */

#include "vec-run.h"

static int len[MAXN + PAD], key[MAXN + PAD];
static int tab[256], start[65];
static int ucount = 5, ucount2 = 3;
static int o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];

#define BODY_TWO(O1, O2)						\
  int x = key[i], s = 0, last = -1;					\
  for (int j = 0; j < len[i]; j++)					\
    {									\
      int y = x + j * 7;						\
      int k = 0;							\
      while (y > 7)							\
	{								\
	  y = (y >> 1) + (y & 3);					\
	  k++;								\
	}								\
      s += k * 3 + y;							\
      last = k;								\
    }									\
  O1[i] = s;								\
  O2[i] = last;

#define BODY_UNIFORM(O1, O2)						\
  int best = 1 << 30, who = -1;						\
  for (int c = 0; c < 5; c++)						\
    {									\
      int cell = (key[i] + c * 3) & 63;					\
      if (((key[i] >> c) & 3) == 0)					\
	continue;							\
      for (int k = start[cell]; k < start[cell + 1]; k++)		\
	{								\
	  int d = (tab[k & 255] - key[i]) * (tab[k & 255] - key[i]);	\
	  if (d < best || (d == best && k < who))			\
	    {								\
	      best = d;							\
	      who = k;							\
	    }								\
	}								\
    }									\
  O1[i] = who;								\
  O2[i] = best;

#define BODY_EXITS(O1, O2)						\
  int x = key[i], r = 0, y = -5;					\
  for (int j = 0; j < len[i]; j++)					\
    {									\
      y = (x ^ j) & 1023;						\
      while (y > 0)							\
	{								\
	  int t = tab[y & 255];						\
	  if (t == 7)							\
	    break;							\
	  if (t == 63)							\
	    goto done;							\
	  y -= t + 1;							\
	  r++;								\
	}								\
      r += y;								\
    }									\
  r = -r;								\
 done:									\
  O1[i] = r;								\
  O2[i] = y;

#define BODY_THREE(O1, O2)						\
  int acc = 0;								\
  for (int a = 0; a < (key[i] & 3); a++)				\
    for (int b = 0; b < ((key[i] >> 2) & 7) - a; b++)			\
      {									\
	int z = key[i] + a * 31 + b;					\
	while (z & 7)							\
	  {								\
	    z += (tab[z & 255] & 5) + 1;				\
	    acc++;							\
	  }								\
	acc += z & 15;							\
      }									\
  O1[i] = acc;								\
  O2[i] = acc ^ key[i];

/* Loops every lane runs the same number of times (a uniform count):
   one under a partial entry mask, one nested in a divergent loop.  */
#define BODY_UNIFORM2(O1, O2)						\
  int s = key[i] & 15, t = 0;						\
  if (key[i] & 1)							\
    for (int c = 0; c < ucount; c++)					\
      {									\
	s = s * 3 + tab[(s + c) & 255];					\
	if (s > 1000)							\
	  s -= 999;							\
      }									\
  for (int j = 0; j < len[i]; j++)					\
    for (int c = 0; c < ucount2; c++)					\
      t += tab[(j * 3 + c + s) & 255] ^ c;				\
  O1[i] = s;								\
  O2[i] = t;

#define KERNELS(NAME, BODY)						\
  KERNEL void								\
  kernel_##NAME (int n)							\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      {									\
	BODY (o1, o2)							\
      }									\
  }									\
  REF void								\
  reference_##NAME (int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	BODY (r1, r2)							\
      }									\
  }

KERNELS (two, BODY_TWO)
KERNELS (uniform, BODY_UNIFORM)
KERNELS (exits, BODY_EXITS)
KERNELS (three, BODY_THREE)
KERNELS (uniform2, BODY_UNIFORM2)

#define CHECK(NAME)							\
  vec_sentinels (o1, r1, n);						\
  vec_sentinels (o2, r2, n);						\
  kernel_##NAME (n);							\
  reference_##NAME (n);							\
  vec_check (o1, r1, n, #NAME " o1");					\
  vec_check (o2, r2, n, #NAME " o2");

int
main (void)
{
  for (int k = 0; k < 256; k++)
    tab[k] = (int) (vec_rand () % 64);
  for (int c = 0; c < 64; c++)
    start[c + 1] = start[c] + (int) (vec_rand () % 5);
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  len[i] = (int) (vec_rand () % 9) - 2;	/* -2 .. 6 */
	  key[i] = (int) (vec_rand () % 5000);
	}
      CHECK (two)
      CHECK (uniform)
      CHECK (exits)
      CHECK (three)
      ucount = k % 7;
      ucount2 = k % 4;
      CHECK (uniform2)
    }
  return 0;
}

/* Each kernel is vectorized, its nested loops included.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_two: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_uniform: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_exits: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_three: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_uniform2: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
