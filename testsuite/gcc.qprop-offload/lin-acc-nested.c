/* qprop-linearize on OpenACC gang vector loops with nested divergent
   regions (the OpenACC version of gcc.qprop-div/host-lin-nested.c).

   outer:
     C:  if (a[i] & 1)                  divergent
	   {
     B:      if (b[i] > t               divergent
		 && tab[...] > u)       divergent, needs a load
	       { X: x[i] = ... }
	     else
	       { Y: yarm twice; y[i] = r }   shared by both tests
	     r += a[i];
	   }
	 else
	   { Z: yarm once; x[i] = r }
     P:  out[i] = r;
   Regions are chosen outermost first: C's region (C to P) holds the
   shared block Y, which is long enough to pay for the guards of all
   seven blocks, so it is linearized as a whole (the three branches
   folded), and the short-circuit region inside it is not looked at
   again.

   inner: the same, but the else-arm of C tests the parameter flag, a
   uniform branch, and Y calls yarm once: C's region is left alone ("it
   holds a uniform branch"), and the short-circuit region inside its
   then-arm is linearized on its own (two branches folded).

   In both functions the gang vector loop's guard holds the loop and its
   exit test joins outside it: left alone, as in lin-acc-shortcircuit.c.
   The run (host fallback) checks every result against a scalar
   computation in main, and that the stores happened for exactly the
   right elements (sentinels); check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#include <stdlib.h>

#define N 1000
#define SENTINEL (-12345)

#pragma acc routine seq
static inline int
yarm (int ai, int t, int u)
{
  int r = ai * 7 - u;
  r = (r << 2) ^ (r >> 3);
  r = r * 11 + t;
  r = (r ^ (r >> 5)) * 13;
  r = (r + (r << 3)) ^ 0x55;
  r = r - (r >> 7) * 3;
  r = (r * 5 + 17) ^ (r >> 11);
  r = r + ((r >> 2) & 0x3f) * 9;
  return r;
}

#define OUTER_BODY							\
  int r;								\
  if (a[i] & 1)								\
    {									\
      if (b[i] > t && tab[(b[i] >> 3) & 1023] > u)			\
	{								\
	  r = b[i] * 3 + tab[i & 1023];					\
	  x[i] = r ^ 5;							\
	}								\
      else								\
	{								\
	  r = yarm (yarm (b[i], t, u), u, t);			\
	  y[i] = r;							\
	}								\
      r += a[i];							\
    }									\
  else									\
    {									\
      r = yarm (a[i], u, t) - 1;					\
      x[i] = r;								\
    }									\
  out[i] = r;

#define INNER_BODY							\
  int r;								\
  if (a[i] & 1)								\
    {									\
      if (b[i] > t && tab[(b[i] >> 3) & 1023] > u)			\
	{								\
	  r = b[i] * 3 + tab[i & 1023];					\
	  x[i] = r ^ 5;							\
	}								\
      else								\
	{								\
	  r = yarm (b[i], t, u);					\
	  y[i] = r;							\
	}								\
      r += a[i];							\
    }									\
  else									\
    {									\
      if (flag)								\
	r = a[i] * 5;							\
      else								\
	{								\
	  r = a[i] - 9;							\
	  y[i] = r;							\
	}								\
      x[i] = r;								\
    }									\
  out[i] = r;

static void __attribute__ ((noinline))
outer (int *restrict out, int *restrict x, int *restrict y,
       const int *restrict a, const int *restrict b, const int *restrict tab,
       int t, int u, int n)
{
#pragma acc parallel loop gang vector copyin(a[0:n], b[0:n], tab[0:1024]) copy(out[0:n], x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    {
      OUTER_BODY
    }
}

static void __attribute__ ((noinline))
inner (int *restrict out, int *restrict x, int *restrict y,
       const int *restrict a, const int *restrict b, const int *restrict tab,
       int t, int u, int flag, int n)
{
#pragma acc parallel loop gang vector copyin(a[0:n], b[0:n], tab[0:1024]) copy(out[0:n], x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    {
      INNER_BODY
    }
}

static void __attribute__ ((noinline))
ref_outer (int *out, int *x, int *y, const int *a, const int *b,
	   const int *tab, int t, int u, int n)
{
  for (int i = 0; i < n; i++)
    {
      OUTER_BODY
    }
}

static void __attribute__ ((noinline))
ref_inner (int *out, int *x, int *y, const int *a, const int *b,
	   const int *tab, int t, int u, int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      INNER_BODY
    }
}

int tab[1024], a[N], b[N];
int out[N], x[N], y[N], rout[N], rx[N], ry[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    out[i] = x[i] = y[i] = rout[i] = rx[i] = ry[i] = SENTINEL;
}

static void
check (void)
{
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || x[i] != rx[i] || y[i] != ry[i])
      abort ();
}

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      b[i] = (i * 53) % 4000;
    }
  for (int t = 0; t < 4000; t += 1500)
    {
      int u = 50;
      fill ();
      outer (out, x, y, a, b, tab, t, u, N);
      ref_outer (rout, rx, ry, a, b, tab, t, u, N);
      check ();
      for (int flag = 0; flag < 2; flag++)
	{
	  fill ();
	  inner (out, x, y, a, b, tab, t, u, flag, N);
	  ref_inner (rout, rx, ry, a, b, tab, t, u, flag, N);
	  check ();
	}
    }
  return 0;
}

/* outer: C's region as a whole.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=3 } 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: outer\._omp_fn\.0: divergent-branches=5 folded=3 kept=2 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
/* inner: C's region refused, the short-circuit region inside it taken.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it holds a uniform branch$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: inner\._omp_fn\.0: divergent-branches=5 folded=2 kept=3 uniform-branches=1 uniform-lost=0 } "qprop-linearize" } } */
