/* The kernels of lin-acc-loopnode.c and lin-omp-loopnode.c: divergent
   regions that hold a loop, which qprop-linearize treats as one node of
   the region (linearize-loops.cc).  Both files include this one after
   defining ITEM_LOOP as the _Pragma that offloads an item loop in their
   model.  Each kernel has a reference, the same body without the
   pragma, and main compares every element.

   guarded:  if (a > t) { do-while loop, k < kl (stores c[i]); if (b > t)
	     { x-work; goto done; } }  y-work (reads c[i]);  done:
	     y-work is reached from A's false side and from B's, and the loop
	     lies on the way from A to B, so the whole region is linearized:
	     the loop is one guarded node, its running value r passes the
	     guard's join, and y-work reads what the loop stored.  A do-while
	     loop: a for loop's copied header test would be a uniform
	     branch in the region, which linearization leaves alone.
   ragged:   the same with a trip count that differs between lanes
	     (a[i] & 15) and an early break: a loop with a divergent exit and
	     two exit edges to one block.
   scbreak:  if (a > t && b[c] > t) x-work; else loop with an early break
	     (the scloop shape): a condition chain, the loop below its target.
   inner:    if (a > t) { if (b > t && c > t) x-work; else loop } else
	     z-work: nested arms, the inner chain's target holds the loop.
   twoexits: if (a > t && b > t) x-work; else { loop that leaves either
	     to u-work or, with a goto, to v-work }: a loop whose exits lead
	     to two blocks, refused.  */

#include <stdlib.h>

#define N 1000
#define NB 256

#define GUARDED_BODY							\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t)								\
    {									\
      int k = 0;							\
      do								\
	{								\
	  c[i] += (int) ((r >> (k & 7)) & 255u);			\
	  r = r * 2654435761u + (unsigned) k;				\
	}								\
      while (++k < kl);							\
      if (b[(r >> 9) % NB] > t)						\
	{								\
	  r = r * 5u + 1u;						\
	  goto done;							\
	}								\
    }									\
  r ^= (unsigned) c[i];							\
  r ^= r << 13;								\
  r ^= r >> 17;								\
  r ^= r << 5;								\
  r = r * 0x85ebca6bu + (unsigned) c[i];				\
  r ^= r >> 16;								\
  r = r * 0xc2b2ae35u + 3u;						\
  r ^= r >> 13;								\
  r ^= r << 9;								\
  r = r * 0x27d4eb2fu + (unsigned) i;					\
  r ^= r >> 15;								\
  r = r * 0x165667b1u + 7u;						\
  r ^= r >> 11;								\
  r += (unsigned) c[i] * 3u;						\
 done:									\
  s[i] = r;

#define RAGGED_BODY							\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t)								\
    {									\
      int k = 0;							\
      do								\
	{								\
	  c[i] += (int) ((r >> (k & 7)) & 255u);			\
	  r = r * 2654435761u + (unsigned) k;				\
	  if ((r & 0xff000000u) == 0x5a000000u)				\
	    break;							\
	}								\
      while (++k < (a[i] & 15));					\
      if (b[(r >> 9) % NB] > t)						\
	{								\
	  r = r * 5u + 1u;						\
	  goto done;							\
	}								\
    }									\
  r ^= (unsigned) c[i];							\
  r ^= r << 13;								\
  r ^= r >> 17;								\
  r ^= r << 5;								\
  r = r * 0x85ebca6bu + (unsigned) c[i];				\
  r ^= r >> 16;								\
  r = r * 0xc2b2ae35u + 3u;						\
  r ^= r >> 13;								\
  r ^= r << 9;								\
  r = r * 0x27d4eb2fu + (unsigned) i;					\
  r ^= r >> 15;								\
  r = r * 0x165667b1u + 7u;						\
  r ^= r >> 11;								\
  r += (unsigned) c[i] * 3u;						\
 done:									\
  s[i] = r;

#define SCBREAK_BODY							\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t && b[c[i] % NB] > t)					\
    r = r * 2654435761u + 40503u;					\
  else									\
    for (int k = 0; k < kl; k++)					\
      {									\
	r ^= r << 13;							\
	r ^= r >> 17;							\
	r ^= r << 5;							\
	r += (unsigned) k;						\
	if ((r & 63u) == 7u)						\
	  break;							\
      }									\
  s[i] = r;

#define INNER_BODY							\
  unsigned r = (unsigned) a[i];						\
  if (a[i] & 1)								\
    {									\
      if (b[i % NB] > t && c[i] > t)					\
	r = r * 2654435761u + 40503u;					\
      else								\
	for (int k = 0; k < kl; k++)					\
	  r = (r ^ (unsigned) b[k % NB]) * 16777619u;			\
    }									\
  else									\
    {									\
      r = r * 0x85ebca6bu + (unsigned) i;				\
      r ^= r >> 13;							\
    }									\
  s[i] = r;

#define TWOEXITS_BODY							\
  unsigned r = (unsigned) a[i];						\
  if (a[i] > t && b[c[i] % NB] > t)					\
    r = r * 2654435761u + 40503u;					\
  else									\
    {									\
      for (int k = 0; k < kl; k++)					\
	{								\
	  r = r * 1664525u + 1013904223u;				\
	  if ((r & 255u) == 3u)						\
	    goto rare;							\
	}								\
      r ^= r >> 11;							\
      goto out;								\
    rare:								\
      r = (r << 7) + (unsigned) i;					\
    }									\
 out:									\
  s[i] = r;

static void __attribute__ ((noinline))
guarded (int *restrict a, const int *restrict b, int *restrict c,
         unsigned *restrict s, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      GUARDED_BODY
    }
}

static void __attribute__ ((noinline))
guarded_ref (int *restrict a, const int *restrict b, int *restrict c,
             unsigned *restrict s, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      GUARDED_BODY
    }
}

static void __attribute__ ((noinline))
ragged (int *restrict a, const int *restrict b, int *restrict c,
        unsigned *restrict s, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      RAGGED_BODY
    }
}

static void __attribute__ ((noinline))
ragged_ref (int *restrict a, const int *restrict b, int *restrict c,
            unsigned *restrict s, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      RAGGED_BODY
    }
}

static void __attribute__ ((noinline))
scbreak (int *restrict a, const int *restrict b, int *restrict c,
         unsigned *restrict s, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      SCBREAK_BODY
    }
}

static void __attribute__ ((noinline))
scbreak_ref (int *restrict a, const int *restrict b, int *restrict c,
             unsigned *restrict s, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      SCBREAK_BODY
    }
}

static void __attribute__ ((noinline))
inner (int *restrict a, const int *restrict b, int *restrict c,
       unsigned *restrict s, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      INNER_BODY
    }
}

static void __attribute__ ((noinline))
inner_ref (int *restrict a, const int *restrict b, int *restrict c,
           unsigned *restrict s, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      INNER_BODY
    }
}

static void __attribute__ ((noinline))
twoexits (int *restrict a, const int *restrict b, int *restrict c,
          unsigned *restrict s, int t, int kl, int n)
{
ITEM_LOOP
  for (int i = 0; i < n; i++)
    {
      TWOEXITS_BODY
    }
}

static void __attribute__ ((noinline))
twoexits_ref (int *restrict a, const int *restrict b, int *restrict c,
              unsigned *restrict s, int t, int kl, int n)
{
  for (int i = 0; i < n; i++)
    {
      TWOEXITS_BODY
    }
}

typedef void (*kernel_fn) (int *restrict, const int *restrict,
			   int *restrict, unsigned *restrict, int, int, int);

int a[N], b[NB], c[N], rc[N];
unsigned s[N], rs[N];

int
main (void)
{
  static const kernel_fn k[] = { guarded, ragged, scbreak, inner, twoexits };
  static const kernel_fn ref[] = { guarded_ref, ragged_ref, scbreak_ref,
				   inner_ref, twoexits_ref };
  /* t = -1: every lane takes the first test; 1023: none does (the data
     are below 1024); 511 and 300: the tests diverge.  kl = 0: the loops
     run no trip.  The n below N leaves a partial last warp.  */
  static const int ts[] = { 511, -1, 1023, 511, 300 };
  static const int kls[] = { 8, 3, 5, 0, 13 };
  for (unsigned f = 0; f < sizeof k / sizeof k[0]; f++)
    for (int round = 0; round < 5; round++)
      {
	unsigned x = 12345u + 77u * f + (unsigned) round;
	for (int j = 0; j < NB; j++)
	  b[j] = (int) ((x = x * 1664525u + 1013904223u) >> 22);
	for (int i = 0; i < N; i++)
	  {
	    a[i] = (int) ((x = x * 1664525u + 1013904223u) >> 22);
	    c[i] = rc[i] = (int) ((x = x * 1664525u + 1013904223u) >> 22);
	    s[i] = rs[i] = 7u;
	  }
	int n = round == 4 ? N - 37 : N;
	k[f] (a, b, c, s, ts[round], kls[round], n);
	ref[f] (a, b, rc, rs, ts[round], kls[round], n);
	for (int i = 0; i < N; i++)
	  if (c[i] != rc[i] || s[i] != rs[i])
	    abort ();
      }
  return 0;
}
