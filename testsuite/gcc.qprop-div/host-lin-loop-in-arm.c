/* qprop-linearize and a loop inside a divergent arm, in host SIMT mode
   (lane T = iteration of the omp simd loop).

     C:  if (a[i] & 1)                           divergent
	   {
     G:      (j loop guard: (a[i] & 7) > 0)      divergent, added by
						 header copying
     H:      for (j = 0; j < (a[i] & 7); j++)    divergent loop: its trip
	       {                                 count is the lane's own
     A:          if (v > t                       divergent
     B:              && tab[(v >> 3) & 1023] > u) divergent, needs a load
		   r += v * 3;
		 else
		   r ^= long arithmetic;         shared by A and B
     L:        }                                 the inner join, also the
						 latch with the exit test
	     x[i] = r;
	   }
	 else
	   r = a[i] - 5;
	 out[i] = r;

   The regions of C and of G hold the j loop as one node (a loop with a
   divergent exit, left as it is) and share nothing: "every block runs
   once per warp already".  The region of
   A lies inside the j loop's body, from A to the latch L, with no loop of
   its own: it is linearized (A and B folded).  The j loop's
   exit test at L has its post-dominator outside the loop: "its join lies
   outside the branch's loop".  The per-function line counts one divergent
   loop (j) with one divergent exit, five divergent branches (C, G, A, B,
   L), two of them folded.

   The run compares out and x (x written in C's then-arm only, started
   from a sentinel) with a scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

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

#define BODY								\
  int r = 0;								\
  if (a[i] & 1)								\
    {									\
      for (int j = 0; j < (a[i] & 7); j++)				\
	{								\
	  int v = a[i] + 17 * j;					\
	  if (v > t && tab[(v >> 3) & 1023] > u)			\
	    r += v * 3;							\
	  else								\
	    r ^= yarm (v, t, u);					\
	}								\
      x[i] = r;								\
    }									\
  else									\
    r = a[i] - 5;							\
  out[i] = r;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict x, const int *restrict a,
	const int *restrict tab, int t, int u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *x, const int *a, const int *tab, int t, int u, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N];
int out[N], x[N], rout[N], rx[N];

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  for (int t = 0; t < 5000; t += 1200)
    for (int u = 10; u < 100; u += 40)
      {
	for (int i = 0; i < N; i++)
	  out[i] = x[i] = rout[i] = rx[i] = SENTINEL;
	kernel (out, x, a, tab, t, u, N);
	ref (rout, rx, a, tab, t, u, N);
	for (int i = 0; i < N; i++)
	  if (out[i] != rout[i] || x[i] != rx[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: every block runs once per warp already$} 2 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: its join lies outside the branch's loop$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=5 folded=2 kept=3 uniform-branches=0 uniform-lost=0 uniform-loops=0 divergent-loops=1 uniform-exits=0 divergent-exits=1$} "qprop-linearize" } } */
