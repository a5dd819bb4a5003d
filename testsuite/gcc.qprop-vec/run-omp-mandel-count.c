/* qprop-vectorize: Mandelbrot with `reduction (+:total) reduction
   (max:deepest)': the per-pixel iteration counts of the divergent while
   loop summed and maximized over the row, lastprivate of the last
   pixel's count and a linear pointer-like index, against the same loop
   without omp simd on every trip count of vec-run.h (the scalar loop
   continues the reduction from the merged lanes).  Bit for bit: the
   counts are integers.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "vec-run.h"

static int out[MAXN + PAD], ref_out[MAXN + PAD];

struct res { int total, deepest, last, j; };

#define BODY								\
  float x0 = -2.0f + i * (2.5f / 700), x = 0, y = 0;			\
  int k = 0;								\
  while (k < maxit && x * x + y * y <= 4.0f)				\
    {									\
      float xt = x * x - y * y + x0;					\
      y = 2.0f * x * y + y0;						\
      x = xt;								\
      k++;								\
    }									\
  total += k;								\
  deepest = k > deepest ? k : deepest;					\
  o[j] = k;								\
  last = k;								\
  j += 2;

KERNEL struct res
kernel (int *o, int n, float y0, int maxit)
{
  int total = 0, deepest = -1, last = -5, j = 1;
#pragma omp simd reduction (+:total) reduction (max:deepest) \
  lastprivate (last) linear (j:2)
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { total, deepest, last, j };
  return r;
}

REF struct res
reference (int *o, int n, float y0, int maxit)
{
  int total = 0, deepest = -1, last = -5, j = 1;
  for (int i = 0; i < n; i++)
    {
      BODY
    }
  struct res r = { total, deepest, last, j };
  return r;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    for (int row = 0; row < 3; row++)
      {
	int n = trips[k] / 2;
	float y0 = -0.6f + 0.45f * row;
	vec_sentinels (out, ref_out, MAXN);
	struct res got = kernel (out, n, y0, 200);
	struct res want = reference (ref_out, n, y0, 200);
	if (n == 0)
	  want.last = got.last;	/* lastprivate of no iteration: unspecified */
	if (memcmp (&got, &want, sizeof got) != 0)
	  {
	    printf ("n=%d row %d: got %d %d %d %d, expected %d %d %d %d\n", n,
		    row, got.total, got.deepest, got.last, got.j, want.total,
		    want.deepest, want.last, want.j);
	    abort ();
	  }
	vec_check (out, ref_out, MAXN, "out");
      }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
