/* qprop-vectorize: omp simd reductions on int (+, -, *, min, max, &, |, ^)
   over a body with a divergent inner while loop (the per-element
   iteration count of a Collatz-like walk), some updated only in a
   divergent arm, against the same loop without omp simd, on trip counts
   that are not multiples of the vector factor (the scalar loop goes on
   from the vector lanes' merged values).  Integers: bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "vec-run.h"

static int a[MAXN + PAD];

struct red { int sum, prod, mn, mx, band, bor, bxor, odd; unsigned umx; int dif; };

#define BODY								\
  int v = a[i], c = 0;							\
  while (v > 1)								\
    {									\
      v = (v & 1) ? v - 1 : v >> 1;					\
      c++;								\
    }									\
  sum += c;								\
  prod *= (c & 1) ? 3 : 1;						\
  mn = c < mn ? c : mn;							\
  mx = c > mx ? c : mx;							\
  band &= ~(1 << (c & 15));						\
  if (c > 12)								\
    bor |= c << 8;							\
  else									\
    odd += c & 1;							\
  bxor ^= c * 2654435761u;						\
  umx = (unsigned) c * 7u > umx ? (unsigned) c * 7u : umx;		\
  dif -= c * 3;

KERNEL struct red
kernel (int n)
{
  int sum = 5, prod = 1, mn = 1000, mx = -7, band = -1, bor = 0, bxor = 0;
  int odd = 0;
  unsigned umx = 0;
  int dif = 11;
#pragma omp simd reduction (+:sum, odd) reduction (*:prod) reduction (min:mn) \
  reduction (max:mx, umx) reduction (&:band) reduction (|:bor) \
  reduction (^:bxor) reduction (-:dif)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct red r = { sum, prod, mn, mx, band, bor, bxor, odd, umx, dif };
  return r;
}

REF struct red
reference (int n)
{
  int sum = 5, prod = 1, mn = 1000, mx = -7, band = -1, bor = 0, bxor = 0;
  int odd = 0;
  unsigned umx = 0;
  int dif = 11;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct red r = { sum, prod, mn, mx, band, bor, bxor, odd, umx, dif };
  return r;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	a[i] = (int) (vec_rand () % 5000);
      struct red got = kernel (n), want = reference (n);
      if (memcmp (&got, &want, sizeof got) != 0)
	{
	  printf ("n=%d: got %d %d %d %d %d %d %d %d %u %d, expected"
		  " %d %d %d %d %d %d %d %d %u %d\n", n, got.sum, got.prod,
		  got.mn, got.mx, got.band, got.bor, got.bxor, got.odd,
		  got.umx, got.dif, want.sum, want.prod, want.mn, want.mx,
		  want.band, want.bor, want.bxor, want.odd, want.umx, want.dif);
	  abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
