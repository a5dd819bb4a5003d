/* qprop-vectorize keeps the branches on uniform conditions (seed 002,
   Theorem 4.5; vectorize-boscc.cc): a flag parameter, a branch on a
   uniform load nested in a divergent arm, a uniform arm holding a
   divergent branch, values merged at the join, and a store in an arm
   that the flag never lets run, into a read-only page (a store run under
   an empty mask would be harmless there, a plain store would fault).
   The results are compared with the same loops without omp simd.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include <sys/mman.h>
#include <unistd.h>
#include "vec-run.h"

static float a[MAXN + PAD], b[MAXN + PAD];
static float o1[MAXN + PAD], r1[MAXN + PAD];
static float o2[MAXN + PAD], r2[MAXN + PAD];
static int tab[64];

/* If-then-else on the flag, both arms merged at the join.  */
#define BODY_PARAM(O)							\
  float v;								\
  if (flag)								\
    v = a[i] * 3.0f + b[i];						\
  else									\
    v = a[i] - b[i] * 0.5f;						\
  O[i] = v + 1.0f;

KERNEL void
kernel_param (int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_PARAM (o1)
    }
}

REF void
reference_param (int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_PARAM (r1)
    }
}

/* A uniform load (tab[k], k uniform) tested inside a divergent arm; the
   uniform arm holds a divergent branch of its own.  */
#define BODY_NESTED(O)							\
  float v = b[i];							\
  if (a[i] > 0.0f)							\
    {									\
      if (tab[k & 63] > 2)						\
	{								\
	  if (b[i] < 0.25f)						\
	    v = v * a[i];						\
	  else								\
	    v = v + 2.0f;						\
	}								\
      else								\
	v = v - a[i];							\
    }									\
  O[i] = v;

KERNEL void
kernel_nested (int k, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_NESTED (o1)
    }
}

REF void
reference_nested (int k, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_NESTED (r1)
    }
}

/* A BOSCC gadget (the rare arm, __builtin_expect) inside a kept arm, a
   kept arm inside the rare arm, and a uniform load through P kept behind
   the test of P (null in some calls).  */
#define BODY_MIXED(O)							\
  float v = a[i];							\
  if (flag & 1)								\
    {									\
      if (__builtin_expect (b[i] > 1.4f, 0))				\
	{								\
	  v = (v + 1.0f) / (v * v + 3.0f);				\
	  if (flag & 2)							\
	    v = v * b[i] + 0.5f;					\
	}								\
      else								\
	v = v * 0.75f;							\
    }									\
  if (p)								\
    v += *p;								\
  O[i] = v;

KERNEL void
kernel_mixed (const float *p, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY_MIXED (o1)
    }
}

REF void
reference_mixed (const float *p, int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY_MIXED (r1)
    }
}

/* Stores in both arms; with flag zero the then-arm's store would fault.  */
KERNEL void
kernel_store (float *out, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = a[i] + 1.0f;
      if (flag)
	out[i] = v * b[i];
      else
	o2[i] = v - b[i];
      o1[i] = v;
    }
}

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (MAXN * sizeof (float)) / page + 2;
  char *map = mmap (0, pages * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return 0;
  float *ro = (float *) map;
  for (int i = 0; i < MAXN + PAD; i++)
    {
      a[i] = (float) ((int) (vec_rand () % 200) - 100) / 16.0f;
      b[i] = (float) (vec_rand () % 100) / 64.0f;
    }
  for (int k = 0; k < 64; k++)
    tab[k] = (int) (vec_rand () % 6);

  for (int t = 0; t < NTRIPS; t++)
    {
      int n = trips[t];
      for (int flag = 0; flag < 3; flag++)
	{
	  vec_sentinels (o1, r1, n);
	  kernel_param (flag, n);
	  reference_param (flag, n);
	  vec_check (o1, r1, n, "param");
	}
      for (int flag = 0; flag < 4; flag++)
	{
	  const float *p = flag < 2 ? 0 : &b[flag];
	  vec_sentinels (o1, r1, n);
	  kernel_mixed (p, flag, n);
	  reference_mixed (p, flag, n);
	  vec_check (o1, r1, n, "mixed");
	}
      for (int k = 0; k < 64; k += 5)
	{
	  vec_sentinels (o1, r1, n);
	  kernel_nested (k, n);
	  reference_nested (k, n);
	  vec_check (o1, r1, n, "nested");
	}
      for (int flag = 1; flag >= 0; flag--)
	{
	  if (mprotect (map, pages * page,
			flag ? PROT_READ | PROT_WRITE : PROT_READ) != 0)
	    return 0;
	  vec_sentinels (o1, r1, n);
	  vec_sentinels (o2, r2, n);
	  if (flag)
	    vec_sentinels (ro, r2 + 0, 0);
	  kernel_store (ro, flag, n);
	  for (int i = 0; i < n; i++)
	    {
	      float v = a[i] + 1.0f;
	      r1[i] = v;
	      if (flag)
		{
		  if (ro[i] != v * b[i])
		    abort ();
		}
	      else
		r2[i] = v - b[i];
	    }
	  vec_check (o1, r1, n, "store o1");
	  vec_check (o2, r2, n, "store o2");
	}
    }
  return 0;
}

/* Every kernel keeps its uniform branches; kernel_mixed's rare arm gets
   a gadget too.  */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* kept=[1-9]} 4 "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9] .* kept=[3-9]} "qprop-vectorize" } } */
