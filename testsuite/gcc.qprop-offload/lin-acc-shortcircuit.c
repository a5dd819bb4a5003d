/* qprop-linearize on an OpenACC gang vector loop (nvptx accelerator
   compiler): the short-circuit shape the pass is written for.

     A:  if (a[i] > t                     divergent: a[i] is the lane's own
     B:      && tab[(a[i] >> 3) & 1023] > u)   divergent, needs a load, so
					  ifcombine cannot merge A and B
     X:    { r = ...; x[i] = r ^ 5; }
	 else
     Y:    { r = yarm (...); y[i] = ...; }   a long chain of arithmetic
     P:  out[i] = r;                      the join

   Y is reached from A's false edge and from B's false edge before P, so
   a warp would run it twice: once for the lanes with a[i] <= t, once for
   those that fail the table test.  The region A..P is worth
   linearizing and is linearized, both branches folded; there is no
   uniform branch to lose.  The vector loop's own tests stay: its guard
   (its region holds the loop as one node and shares nothing) and its exit test
   (the join lies outside the loop).

   lane_sc._omp_fn.0 in the accelerator compiler at qprop-linearize (add
   -foffload-options=nvptx-none=-fdump-tree-vrp2 to see it): bb 3 the
   loop guard, bb 5 A, bb 8 B, bb 9 X, bb 7 Y (reached from bb 5 and bb
   8), bb 6 P, which ends in the loop's exit test (back to bb 5).

   The run executes the host fallback (no GPU here) and checks every
   element against a scalar computation in main; check-simt-run.sh runs
   it on simgpu with the transformed nvptx code.  */
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

static void __attribute__ ((noinline))
lane_sc (int *restrict out, int *restrict x, int *restrict y,
	 const int *restrict a, const int *restrict tab, int t, int u, int n)
{
#pragma acc parallel loop gang vector copyin(a[0:n], tab[0:1024]) copy(out[0:n], x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    {
      int r;
      if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)
	{
	  r = a[i] * 3 + tab[i & 1023];
	  x[i] = r ^ 5;
	}
      else
	{
	  r = yarm (a[i], t, u);
	  y[i] = r & 0xfff;
	}
      out[i] = r;
    }
}

int tab[1024], a[N], out[N], x[N], y[N];

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  for (int t = 0; t < 5000; t += 1700)
    {
      int u = 50;
      for (int i = 0; i < N; i++)
	out[i] = x[i] = y[i] = SENTINEL;
      lane_sc (out, x, y, a, tab, t, u, N);
      for (int i = 0; i < N; i++)
	{
	  int r, ex = SENTINEL, ey = SENTINEL;
	  if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)
	    {
	      r = a[i] * 3 + tab[i & 1023];
	      ex = r ^ 5;
	    }
	  else
	    {
	      r = yarm (a[i], t, u);
	      ey = r & 0xfff;
	    }
	  if (out[i] != r || x[i] != ex || y[i] != ey)
	    abort ();
	}
    }
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: lane_sc\._omp_fn\.0: divergent-branches=4 folded=2 kept=2 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
