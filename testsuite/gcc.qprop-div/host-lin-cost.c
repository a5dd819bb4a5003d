/* qprop-linearize's cost estimate, in host SIMT mode (lane T = iteration
   of the omp simd loop): the short-circuit shape of
   host-lin-shortcircuit.c with small arms.

     A:  if (a[i] > t              divergent
     B:      && tab[...] > u)      divergent, needs a load
	   x[i] = a[i] + 1;        X
	 else
	   y[i] = a[i] - u;        Y: shared by A and B, but two statements
	 out[i] = ...

   Y would run twice per warp, but what that saves (GCC's size estimate of
   Y) is less than what the guards and predicates of a linearized region
   cost: the region is left alone, with both figures in the dump.  The
   region of B (B to the same join) is left alone for another reason:
   its block Y is also entered from A, outside it.  host-lin-cost-all.c
   compiles this file with -fplugin-arg-qprop-selftest=linearize-all,
   which skips the estimate: there the same region is linearized.

   The run compares out, x and y (started from a sentinel) with a scalar
   reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 600
#define SENTINEL (-12345)

#define BODY								\
  if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)				\
    x[i] = a[i] + 1;							\
  else									\
    y[i] = a[i] - u;							\
  out[i] = a[i] ^ i;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict x, int *restrict y,
	const int *restrict a, const int *restrict tab, int t, int u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *x, int *y, const int *a, const int *tab, int t, int u,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N];
int out[N], x[N], y[N], rout[N], rx[N], ry[N];

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  for (int t = 0; t < 5000; t += 1700)
    for (int u = 20; u < 100; u += 30)
      {
	for (int i = 0; i < N; i++)
	  out[i] = x[i] = y[i] = rout[i] = rx[i] = ry[i] = SENTINEL;
	kernel (out, x, y, a, tab, t, u, N);
	ref (rout, rx, ry, a, tab, t, u, N);
	for (int i = 0; i < N; i++)
	  if (out[i] != rout[i] || x[i] != rx[i] || y[i] != ry[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: what it would share costs less than the guards \(gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it is entered from outside$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {: linearized} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=2 folded=0 kept=2 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
