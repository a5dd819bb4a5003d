/* qprop-vectorize: a divergent omp simd loop whose lane values are not
   all 32 bits wide (double, short, unsigned char, long), which a first
   version may leave alone: whatever it does, the results must equal the
   same loop's without omp simd.  Also a loop with a call in an arm.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -ffp-contract=off" } */

#include "vec-run.h"

static double d[MAXN + PAD];
static short h[MAXN + PAD];
static unsigned char u[MAXN + PAD];
static long o1[MAXN + PAD], r1[MAXN + PAD];
static double o2[MAXN + PAD], r2[MAXN + PAD];
static int o3[MAXN + PAD], r3[MAXN + PAD];

__attribute__ ((noipa)) static int
side (int x)
{
  return x * 7 + 1;
}

#define BODY(O1, O2)							\
  long acc = h[i];							\
  double x = d[i];							\
  for (int j = 0; j < (u[i] & 7); j++)					\
    {									\
      if (x > 100.0)							\
	break;								\
      x = x * 1.5 + (double) j;						\
      acc += (long) u[i] << j;						\
    }									\
  if (h[i] < 0)								\
    acc = -acc;								\
  O1[i] = acc;								\
  O2[i] = x;

#define CALL(O3)							\
  int v = (int) u[i];							\
  if (v > 200)								\
    v = side (v);							\
  O3[i] = v;

KERNEL void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2)
    }
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      CALL (o3)
    }
}

REF void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2)
    }
  for (int i = 0; i < n; i++)
    {
      CALL (r3)
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
	  d[i] = (double) (int) (vec_rand () % 4000) * 0.03125;
	  h[i] = (short) ((int) (vec_rand () % 60000) - 30000);
	  u[i] = (unsigned char) vec_rand ();
	}
      /* long and double are two words: sentinels over twice the count.  */
      vec_sentinels (o1, r1, 2 * n + PAD);
      vec_sentinels (o2, r2, 2 * n + PAD);
      vec_sentinels (o3, r3, n);
      kernel (n);
      reference (n);
      vec_check (o1, r1, 2 * n, "long");
      vec_check (o2, r2, 2 * n, "double");
      vec_check (o3, r3, n, "call");
    }
  return 0;
}

/* The pass saw both loops (whether it vectorizes them or leaves them
   alone, with a reason, the results must be right); the line format is the
   one docs/passes.md gives for qprop-vectorize.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=[2-9]} "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize: +loop [0-9]+ \(line [0-9]+\): (?:vectorized VF=[48] |left alone: )} 2 "qprop-vectorize" } } */
