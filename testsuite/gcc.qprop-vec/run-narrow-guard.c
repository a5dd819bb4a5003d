/* qprop-vectorize: 8- and 16-bit loads and stores (vectorize-types.cc:
   int carriers, lane-by-lane accesses) must not touch the bytes of
   lanes whose mask is clear.  As in run-guard-page.c, the byte and short
   arrays end at a PROT_NONE page and the lanes past the condition's last
   true lane would read into it; a byte store whose condition is false in
   every lane goes to a read-only page; a byte store under a partial mask
   must leave the other lanes' bytes (sentinels) as they were.  One
   kernel has double lanes (VF of 64-bit lanes, 64-bit mask lanes), the
   others 32-bit ones.  Each has an inner loop, so that GCC's vectorizer
   leaves it to the pass.  Results compared with the same loops without
   omp simd.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-O2 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <sys/mman.h>
#include <unistd.h>
#include "vec-run.h"

static int idx[MAXN + PAD];
/* live[i]: i < m, in memory so that -O3 does not split the loop at m.  */
static int live[MAXN + PAD];
static double o1[MAXN + PAD], r1[MAXN + PAD];
static short o2[MAXN + PAD], r2[MAXN + PAD];
static unsigned char o3[MAXN + PAD], r3[MAXN + PAD];
static signed char o4[MAXN + PAD], r4[MAXN + PAD];
static signed char sc[MAXN + PAD];

/* Bytes converted to double under a mask: tail[i] only for i < m.  M
   itself is unused (live[] says it).  */
#define BODY_BYTES(O)							\
  double v = 0.25;							\
  if (live[i] && idx[i] >= 0)						\
    {									\
      v = (double) tail[i] * 0.5;					\
      while (v > 8.0)							\
	v *= 0.5;							\
    }									\
  O[i] = v;

/* Shorts loaded under a mask, stored for every lane.  */
#define BODY_SHORTS(O)							\
  int v = -3;								\
  if (live[i] && idx[i] >= 0)						\
    {									\
      v = stail[i];							\
      while (v > 100)							\
	v >>= 1;							\
    }									\
  O[i] = (short) v;

/* Byte stores under partial masks, one never taken (into RO), and
   signed char arithmetic.  */
#define BODY_STORES(O, P)						\
  int c = idx[i], s = 0;						\
  while (c > 0)								\
    {									\
      c >>= 2;								\
      s++;								\
    }									\
  if (idx[i] < 0)							\
    ro[i] = (unsigned char) s;						\
  if (s & 1)								\
    O[i] = (unsigned char) (s * 37 + idx[i]);				\
  P[i] = (signed char) (sc[i] * 3 + 100);

KERNEL void
kernel_bytes (const unsigned char *tail, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_BYTES (o1)
    }
}

REF void
reference_bytes (const unsigned char *tail, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_BYTES (r1)
    }
}

KERNEL void
kernel_shorts (const short *stail, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_SHORTS (o2)
    }
}

REF void
reference_shorts (const short *stail, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_SHORTS (r2)
    }
}

KERNEL void
kernel_stores (unsigned char *ro, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_STORES (o3, o4)
    }
}

REF void
reference_stores (unsigned char *ro, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_STORES (r3, r4)
    }
}

static void
check_bytes (const void *got, const void *want, int n, const char *what)
{
  const unsigned char *g = (const unsigned char *) got;
  const unsigned char *w = (const unsigned char *) want;
  for (int i = 0; i < n + PAD; i++)
    if (g[i] != w[i])
      {
	printf ("%s: n=%d, byte %d: %#x, expected %#x\n", what, n, i, g[i],
		w[i]);
	abort ();
      }
}

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (MAXN * sizeof (short)) / page + 3;
  char *map = mmap (0, (pages + 1) * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return 0;
  char *guard = map + pages * page;
  for (char *p = map; p < guard; p++)
    *p = (char) vec_rand ();
  if (mprotect (guard, page, PROT_NONE) != 0)
    return 0;
  /* The read-only page, two below the guard.  */
  unsigned char *ro = (unsigned char *) (guard - 2 * page);
  if (mprotect (guard - 2 * page, page, PROT_READ) != 0)
    return 0;

  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  idx[i] = (vec_rand () & 3) ? (int) (vec_rand () % 5000)
				     : -(int) (vec_rand () % 64) - 1;
	  sc[i] = (signed char) vec_rand ();
	}
      for (int m = 0; m <= n && m <= 40; m += 3)
	{
	  const unsigned char *tail = (const unsigned char *) guard - m;
	  const short *stail = (const short *) guard - m;
	  for (int i = 0; i < MAXN + PAD; i++)
	    live[i] = i < m;
	  vec_sentinels (o1, r1, 2 * n + PAD);
	  kernel_bytes (tail, m, n);
	  reference_bytes (tail, m, n);
	  vec_check (o1, r1, 2 * n, "bytes");
	  memset (o2, 0x5a, sizeof o2);
	  memset (r2, 0x5a, sizeof r2);
	  kernel_shorts (stail, m, n);
	  reference_shorts (stail, m, n);
	  check_bytes (o2, r2, 2 * n, "shorts");
	}
      /* No lane takes the store to RO: every idx is >= 0 here.  */
      for (int i = 0; i < MAXN + PAD; i++)
	if (idx[i] < 0)
	  idx[i] = -idx[i];
      memset (o3, 0xa5, sizeof o3);
      memset (r3, 0xa5, sizeof r3);
      memset (o4, 0x3c, sizeof o4);
      memset (r4, 0x3c, sizeof r4);
      kernel_stores (ro, n);
      reference_stores (ro, n);
      check_bytes (o3, r3, n, "masked bytes");
      check_bytes (o4, r4, n, "signed chars");
    }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_bytes: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_shorts: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel_stores: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
/* kernel_bytes has 64-bit lanes: VF 2 at SSE2.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=2 .* lanes=[1-9]} "qprop-vectorize" } } */
