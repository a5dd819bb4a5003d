/* Calls on doubles and longs (64-bit lanes: VF 2 at SSE2, 4 at AVX2):
   kernel_math: sqrt and fabs in an arm only some lanes take (the others
     have negative x: the vector sqrt's NaN there is dropped by the
     blend), fmin in the other (no vector form: per lane);
   kernel_clone: a `declare simd' function on doubles, under a
     lane-varying branch (inbranch clone, the arm's mask as V2DF/V4DF)
     and unconditionally (notinbranch); wave () traps on a lane whose
     mask is clear;
   kernel_pure: pure functions returning double and long with no clone,
     per active lane; both trap on the index the skipped lanes have.
   Results bit for bit against the same loops without omp simd.  */
#include <math.h>
#include "vec-run.h"

KERNEL void
kernel_math (double *restrict out, const double *restrict x, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (v > 0.25)
	v = sqrt (v) + fabs (v - 3.0);
      else
	v = fmin (v, -0.5) * 2.0;
      out[i] = v;
    }
}

REF void
ref_math (double *restrict out, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (v > 0.25)
	v = sqrt (v) + fabs (v - 3.0);
      else
	v = fmin (v, -0.5) * 2.0;
      out[i] = v;
    }
}

#pragma omp declare simd uniform(scale) linear(k:1)
__attribute__ ((noinline)) double
wave (double x, double scale, int k)
{
  if (x < 0.0)
    __builtin_trap ();
  return x * scale + (double) (k & 7);
}

static double
wave_ref (double x, double scale, int k)
{
  return x * scale + (double) (k & 7);
}

KERNEL void
kernel_clone (double *restrict out, const double *restrict x, double s,
	      int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (v >= 0.0)
	v = wave (v, s, i);
      else
	v = v * 3.0;
      out[i] = v + wave (1.5, s, i);
    }
}

REF void
ref_clone (double *restrict out, const double *restrict x, double s, int n)
{
  for (int i = 0; i < n; i++)
    {
      double v = x[i];
      if (v >= 0.0)
	v = wave_ref (v, s, i);
      else
	v = v * 3.0;
      out[i] = v + wave_ref (1.5, s, i);
    }
}

__attribute__ ((noipa, pure)) double
dlookup (const double *tab, long idx)
{
  if (idx < 0)
    __builtin_trap ();
  return tab[idx] * 3.0 + 1.0;
}

__attribute__ ((noipa, pure)) long
llookup (const double *tab, long idx)
{
  if (idx < 0)
    __builtin_trap ();
  return (long) (tab[idx] * 1e12) + idx;
}

KERNEL void
kernel_pure (double *restrict out, long *restrict lout,
	     const double *restrict tab, const long *restrict idx, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      long j = idx[i];
      double v = -0.5;
      long w = j;
      if (j >= 0)
	{
	  v = dlookup (tab, j) + i;
	  w = llookup (tab, j) * 3;
	}
      out[i] = v;
      lout[i] = w;
    }
}

REF void
ref_pure (double *restrict out, long *restrict lout,
	  const double *restrict tab, const long *restrict idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      long j = idx[i];
      double v = -0.5;
      long w = j;
      if (j >= 0)
	{
	  v = dlookup (tab, j) + i;
	  w = llookup (tab, j) * 3;
	}
      out[i] = v;
      lout[i] = w;
    }
}

static double x[MAXN], o1[MAXN + PAD], o2[MAXN + PAD];
static long idx[MAXN], l1[MAXN + PAD], l2[MAXN + PAD];

int
main (void)
{
  for (int i = 0; i < MAXN; i++)
    {
      x[i] = ((int) (vec_rand () % 2000) - 1000) / 97.0;
      idx[i] = (long) (vec_rand () % (2 * MAXN)) - MAXN;
    }
  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      /* vec_check compares 32-bit words: two per element.  */
      vec_sentinels (o1, o2, 2 * n);
      kernel_math (o1, x, n);
      ref_math (o2, x, n);
      vec_check (o1, o2, 2 * n, "math");
      vec_sentinels (o1, o2, 2 * n);
      kernel_clone (o1, x, 0.75, n);
      ref_clone (o2, x, 0.75, n);
      vec_check (o1, o2, 2 * n, "clone");
      vec_sentinels (o1, o2, 2 * n);
      vec_sentinels (l1, l2, 2 * n);
      kernel_pure (o1, l1, x, idx, n);
      ref_pure (o2, l2, x, idx, n);
      vec_check (o1, o2, 2 * n, "pure double");
      vec_check (l1, l2, 2 * n, "pure long");
    }
  return 0;
}
