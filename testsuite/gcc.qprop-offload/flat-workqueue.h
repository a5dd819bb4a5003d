/* The work queue of flat-acc-workqueue.c and flat-omp-workqueue.c, which
   include this file after defining QUEUE_LOOP as the _Pragma that
   offloads the lane loop in their model.  */

#include <stdlib.h>

#define N 300
#define ITEMS 2048
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = 7;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned h = seed[it];						\
      int k = 0;							\
      while (k < len[it])						\
	{								\
	  h = h * 31 + data[(it + k) & 255];				\
	  if (h % 251 == stop)						\
	    break;							\
	  k++;								\
	}								\
      acc += h ^ ((unsigned) k << 4);					\
    }									\
  out[i] = acc;

static void __attribute__ ((noinline))
kernel (unsigned *restrict out, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const unsigned *restrict seed, const unsigned *restrict data,
	unsigned stop, int n)
{
QUEUE_LOOP
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (unsigned *out, const int *first, const int *cnt, const int *len,
     const unsigned *seed, const unsigned *data, unsigned stop, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS];
unsigned seed[ITEMS], data[256];
unsigned out[N], rout[N];

static void
run (int n, unsigned stop)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, first, cnt, len, seed, data, stop, n);
  ref (rout, first, cnt, len, seed, data, stop, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2654435761u;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 40503u + 1;
  /* Lane i's items: cnt[i] in 0 .. 6, consecutive, wrapping round the
     list.  */
  for (int i = 0, next = 0; i < N; i++)
    {
      cnt[i] = i % 7 == 0 ? 0 : (i * 5) % 7;
      first[i] = next;
      next = (next + cnt[i]) % (ITEMS - 8);
    }
  /* Skewed: every 37th item is long, the rest 0 to 2 trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 37 == 0 ? 150 + it % 50 : it % 3;
  run (N - 3, 1000);	/* never stops early: h % 251 < 251 */
  run (N - 3, 17);	/* stops some items early */
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 9;
  run (N - 1, 5);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 2, 1000);
  return 0;
}

/* The outer nest's inner iteration is heavy (Tb > 32): it keeps the in-step
   edge (the tests build for sm_80).  */
