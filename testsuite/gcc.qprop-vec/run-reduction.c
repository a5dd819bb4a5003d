/* qprop-vectorize: omp simd reductions (+ and max on int, max on float,
   + on float of values whose sums are exact in any order) over a body
   with a divergent inner loop, against the same loop without omp simd.
   The float sum adds multiples of 1/4 below 2^20, which every order
   rounds alike, so the results must be equal bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "vec-run.h"

static int a[MAXN + PAD];
static float f[MAXN + PAD];

struct sums { int s, m; float fm, fs; };

#define BODY								\
  int v = a[i], c = 0;							\
  while (v > 1)								\
    {									\
      v = (v & 1) ? v - 1 : v >> 1;					\
      c++;								\
    }									\
  s += c;								\
  m = c > m ? c : m;							\
  float g = f[i] * (float) (c & 3);					\
  fm = g > fm ? g : fm;							\
  fs += g;

KERNEL struct sums
kernel (int n)
{
  int s = 0, m = -1;
  float fm = -1.0f, fs = 0.0f;
#pragma omp simd reduction (+:s, fs) reduction (max:m, fm)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct sums r = { s, m, fm, fs };
  return r;
}

REF struct sums
reference (int n)
{
  int s = 0, m = -1;
  float fm = -1.0f, fs = 0.0f;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct sums r = { s, m, fm, fs };
  return r;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    {
      int n = trips[k];
      for (int i = 0; i < MAXN + PAD; i++)
	{
	  a[i] = (int) (vec_rand () % 5000);
	  f[i] = (float) (int) (vec_rand () % 1024) * 0.25f;
	}
      struct sums got = kernel (n), want = reference (n);
      if (memcmp (&got, &want, sizeof got) != 0)
	{
	  printf ("n=%d: got %d %d %a %a, expected %d %d %a %a\n", n,
		  got.s, got.m, got.fm, got.fs, want.s, want.m, want.fm,
		  want.fs);
	  abort ();
	}
    }
  return 0;
}

/* The pass saw each kernel's omp simd loop (the summary line
   docs/passes.md gives for qprop-vectorize, "FUNCTION: simd-loops=N
   vectorized=N ..."). Whether it vectorizes a loop is for its dump tests;
   the results must be right either way. With vec35 472d1b6: left alone
   ("omp simd privates or reductions (omp simd arrays) are later work");
   with vec36r: left alone, the float max being a branch (neg-omp-reduce.c),
   while run-omp-reduce*.c are vectorized.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize: kernel: simd-loops=[1-9]} "qprop-vectorize" } } */
