/* Shared by run-omp-reduce-double*.c: double +, -, * reductions, double
   min and max (a MAX_EXPR under -ffinite-math-only -fno-signed-zeros),
   long +, min, max, &, |, ^ and unsigned long *, a double private and a double
   lastprivate, over a body with a divergent inner loop, and a double
   sum updated in a divergent arm.  A double or long copy gives the loop
   64-bit lanes (VF 2 at SSE2, 4 at AVX2).

   Double + and * reassociate (VF partial sums, merged after the loop):
   the scalar and vector results are each within gamma(n) * sum |x_i| of
   the exact sum, gamma(n) = n u / (1 - n u) with u = 2^-53, so they
   differ by at most 2 gamma(n) sum |x_i| (a product of n factors by a
   relative 2 gamma(n)); docs/passes.md.  The test checks that bound and
   that it is not met trivially (the double sum is inexact).  A
   lastprivate is undefined after no iteration: checked for n > 0.  Min, max
   and the long reductions are exact: bit for bit.  */

#include <math.h>
#include "vec-run.h"

static double f[MAXN + PAD];
static long g[MAXN + PAD];

struct dres { double sum, prod, abs, neg, mx, mn, arm, last; };
struct lres { long sum; unsigned long prod; long mx, mn, and_, or_, xor_; };

#define BODY								\
  double v = f[i];							\
  int c = 0;								\
  while (v > 0.75 && c < 20)						\
    {									\
      v = v * 0.5 + 0.125;						\
      c++;								\
    }									\
  tmp = v * (1.0 / 3.0) + c;						\
  double t = tmp;							\
  sum += t;								\
  prod *= 1.0 + (t - 3.0) * 0.001;					\
  abs += fabs (t);							\
  neg -= t;								\
  mx = t > mx ? t : mx;							\
  mn = t < mn ? t : mn;							\
  if (c > 2)								\
    arm += t;								\
  last = t * 2.0;

KERNEL struct dres
kernel (int n)
{
  double sum = 0.5, prod = 1.0, abs = 0.5, neg = -0.5, mx = -100.0;
  double mn = 100.0, arm = 0.25, tmp, last = -1.0;
#pragma omp simd reduction (+:sum, abs, arm) reduction (*:prod) \
  reduction (-:neg) reduction (max:mx) reduction (min:mn) private (tmp) \
  lastprivate (last)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct dres r = { sum, prod, abs, neg, mx, mn, arm, last };
  return r;
}

REF struct dres
reference (int n)
{
  double sum = 0.5, prod = 1.0, abs = 0.5, neg = -0.5, mx = -100.0;
  double mn = 100.0, arm = 0.25, tmp, last = -1.0;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct dres r = { sum, prod, abs, neg, mx, mn, arm, last };
  return r;
}

#define LBODY								\
  long w = g[i];							\
  long k = 0;							\
  while (w > 1 && k < 40)						\
    {									\
      w = (w & 1) ? w * 3 + 1 : w >> 1;					\
      k++;								\
    }									\
  long t = g[i] * 0x10001L + k;						\
  sum += t;								\
  prod *= (unsigned long) t | 1;					\
  mx = t > mx ? t : mx;							\
  mn = t < mn ? t : mn;							\
  and_ &= t | 0x100000000L;						\
  or_ |= t & (0xffL * (k + 1));					\
  xor_ ^= t;

KERNEL struct lres
lkernel (int n)
{
  long sum = 5, mx = -7, mn = 1L << 40, and_ = -1, or_ = 0;
  long xor_ = 0x1234;
  unsigned long prod = 3;
#pragma omp simd reduction (+:sum) reduction (*:prod) reduction (max:mx) \
  reduction (min:mn) reduction (&:and_) reduction (|:or_) reduction (^:xor_)
  for (int i = 0; i < n; i++)
    {
      LBODY
    }
  struct lres r = { sum, prod, mx, mn, and_, or_, xor_ };
  return r;
}

REF struct lres
lreference (int n)
{
  long sum = 5, mx = -7, mn = 1L << 40, and_ = -1, or_ = 0;
  long xor_ = 0x1234;
  unsigned long prod = 3;
  for (int i = 0; i < n; i++)
    {
      LBODY
    }
  struct lres r = { sum, prod, mx, mn, and_, or_, xor_ };
  return r;
}

static int
close_to (double got, double want, double bound)
{
  return fabs (got - want) <= bound;
}

int
main (void)
{
  int inexact = 0;
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  f[i] = (double) (vec_rand () % 1000000) * 0.00001234567;
	  g[i] = (long) (vec_rand () % 100000) - 50000;
	}
      struct dres got = kernel (n), want = reference (n);
      double u = 0x1p-53, gamma = (n + 1) * u / (1 - (n + 1) * u);
      long double exact = 0.5L;
      for (int i = 0; i < n; i++)
	{
	  double v = f[i];
	  int c = 0;
	  while (v > 0.75 && c < 20)
	    {
	      v = v * 0.5 + 0.125;
	      c++;
	    }
	  exact += (long double) (v * (1.0 / 3.0) + c);
	}
      inexact |= (long double) want.sum != exact;
      if (!close_to (got.sum, want.sum, 2 * gamma * want.abs)
	  || !close_to (got.abs, want.abs, 2 * gamma * want.abs)
	  || !close_to (got.neg, want.neg, 2 * gamma * want.abs)
	  || !close_to (got.arm, want.arm, 2 * gamma * want.abs)
	  || !close_to (got.prod, want.prod, 2 * gamma * fabs (want.prod))
	  || got.mx != want.mx || got.mn != want.mn
	  || (n > 0 && got.last != want.last))
	{
	  printf ("n=%d: got %a %a %a %a %a %a %a %a\n", n, got.sum,
		  got.prod, got.abs, got.neg, got.mx, got.mn, got.arm,
		  got.last);
	  printf ("  expected %a %a %a %a %a %a %a %a\n", want.sum,
		  want.prod, want.abs, want.neg, want.mx, want.mn, want.arm,
		  want.last);
	  abort ();
	}
      struct lres lg = lkernel (n), lw = lreference (n);
      if (memcmp (&lg, &lw, sizeof lg))
	{
	  printf ("n=%d: long got %ld %lu %ld %ld %ld %ld %ld\n", n, lg.sum,
		  lg.prod, lg.mx, lg.mn, lg.and_, lg.or_, lg.xor_);
	  printf ("  expected %ld %lu %ld %ld %ld %ld %ld\n", lw.sum,
		  lw.prod, lw.mx, lw.mn, lw.and_, lw.or_, lw.xor_);
	  abort ();
	}
    }
  if (!inexact)
    abort ();
  return 0;
}
