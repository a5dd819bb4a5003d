/* Kernels with 64-bit lane values for qprop-vectorize (vectorize-types.cc):
   a loop of doubles only, a loop of long values over a long index, and a
   loop mixing int and double where a mask made by an int comparison
   blends doubles and one made by a double comparison blends ints.  Each
   has an inner loop with a lane-dependent trip count, so that GCC's own
   vectorizer leaves it alone.  The results are compared bit for bit with
   the same loops without omp simd (vec-run.h), with sentinels after the
   outputs.  */

#include "vec-run.h"

static double da[MAXN + PAD], db[MAXN + PAD];
static long la[MAXN + PAD];
static int ia[MAXN + PAD];
static double o1[MAXN + PAD], r1[MAXN + PAD];
static long o2[MAXN + PAD], r2[MAXN + PAD];
static double o3[MAXN + PAD], r3[MAXN + PAD];
static int o4[MAXN + PAD], r4[MAXN + PAD];
static double o5[MAXN + PAD], r5[MAXN + PAD];
static double dt[64];
static int it[64];

#define BODY_F64(O)							\
  double x = da[i], s = 0.0;						\
  while (x > 1.0)							\
    {									\
      x = x * 0.5 + db[i];						\
      s += 1.0;								\
      if (s >= 40.0)							\
	break;								\
    }									\
  if (s > 3.0)								\
    x = -x * s;								\
  O[i] = x + s;

#define BODY_LONG(O)							\
  long v = la[i], c = 0;						\
  while (v != 1 && c < 500)						\
    {									\
      v = (v & 1) ? 3 * v + 1 : v >> 1;					\
      c++;								\
    }									\
  O[i] = c * 1000003L + (v ^ (long) i);

#define BODY_MIXED(O, P)						\
  int k = ia[i];							\
  double x = da[i];							\
  for (int j = 0; j < (k & 3); j++)					\
    x += 0.5;								\
  if (k > 5)								\
    x = x * 2.0 + k;							\
  int m = k;								\
  if (x < 10.0)								\
    m = k * 3 - 1;							\
  O[i] = x;								\
  P[i] = m;

#define BODY_GATHER(O)							\
  int k = ia[i];							\
  double x = 0.5;							\
  if (k > 0)								\
    x = dt[k * 3] + (double) it[k * 2 + 1];				\
  while (x > 2.0)							\
    x *= 0.25;								\
  O[i] = x;

KERNEL void
kernel_gather (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_GATHER (o5)
    }
}

REF void
reference_gather (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_GATHER (r5)
    }
}

KERNEL void
kernel_f64 (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_F64 (o1)
    }
}

REF void
reference_f64 (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_F64 (r1)
    }
}

KERNEL void
kernel_long (long n)
{
#pragma omp simd
  for (long i = 0; i < n; i++)
    {
      BODY_LONG (o2)
    }
}

REF void
reference_long (long n)
{
  for (long i = 0; i < n; i++)
    {
      BODY_LONG (r2)
    }
}

KERNEL void
kernel_mixed (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_MIXED (o3, o4)
    }
}

REF void
reference_mixed (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_MIXED (r3, r4)
    }
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  da[i] = (double) (int) (vec_rand () % 100000) * 0.015625 - 100.0;
	  db[i] = (double) (int) (vec_rand () % 64) * 0.0078125;
	  la[i] = 1 + (long) (vec_rand () % 1000000);
	  ia[i] = (int) (vec_rand () % 20) - 5;
	}
      /* 64-bit outputs: sentinels over twice the count.  */
      vec_sentinels (o1, r1, 2 * n + PAD);
      vec_sentinels (o2, r2, 2 * n + PAD);
      vec_sentinels (o3, r3, 2 * n + PAD);
      vec_sentinels (o4, r4, n);
      vec_sentinels (o5, r5, 2 * n + PAD);
      for (int i = 0; i < 64; i++)
	{
	  dt[i] = (double) (int) (vec_rand () % 1000) * 0.125;
	  it[i] = (int) (vec_rand () % 100) - 50;
	}
      kernel_f64 (n);
      reference_f64 (n);
      kernel_long (n);
      reference_long (n);
      kernel_mixed (n);
      reference_mixed (n);
      vec_check (o1, r1, 2 * n, "f64");
      vec_check (o2, r2, 2 * n, "long");
      vec_check (o3, r3, 2 * n, "mixed double");
      vec_check (o4, r4, n, "mixed int");
      kernel_gather (n);
      reference_gather (n);
      vec_check (o5, r5, 2 * n, "gather");
    }
  return 0;
}
