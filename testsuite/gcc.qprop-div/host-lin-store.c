/* qprop-linearize must keep every store to the lanes that made it: a
   negative test in host SIMT mode (lane T = iteration of the omp simd
   loop).  Linearization turns the region's branches into guards; a store
   that ran unguarded, or under the wrong predicate, would write an
   element that the original program leaves alone.

   Two short-circuit regions follow each other in the loop body, the join
   of the first being the head of the second:
     R1: if (a[i] > t && (w[i] = a[i] >> 2, tab[w[i] & 255] > u))
	   { xs[i] = ...; xt[i] = i; }          X1
	 else
	   ys[i] = ...;                          Y1, shared
	 (the second test's block itself stores w[i] before its load)
     R2: if (a[i] < s || ((b[i] & 3) == 1 && tab[b[i] & 255] < u))
	   zs[i] = ...;                          X2, shared (|| then &&)
	 else
	   { zt[i] = ...; zu[i] = i; }           Y2, shared
   Every branch is divergent.  The arms are small, so
   -fplugin-arg-qprop-selftest=linearize-all is needed for both regions to
   be linearized (R1: 2 branches folded; R2: 3).

   Every output array starts filled with a sentinel; after the run each
   element must equal the scalar reference's (noipa, no simd), which
   shows both that each store happened for its lanes and that no other
   lane wrote the element.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 600
#define SENTINEL (-12345)

#define BODY								\
  if (a[i] > t && (w[i] = a[i] >> 2, tab[w[i] & 255] > u))		\
    {									\
      xs[i] = a[i] + w[i];						\
      xt[i] = i;							\
    }									\
  else									\
    ys[i] = a[i] - u;							\
  if (a[i] < s || ((b[i] & 3) == 1 && tab[b[i] & 255] < u))		\
    zs[i] = b[i] * 2;							\
  else									\
    {									\
      zt[i] = b[i] + 1;							\
      zu[i] = i;							\
    }

__attribute__((noipa)) void
kernel (int *restrict w, int *restrict xs, int *restrict xt,
	int *restrict ys, int *restrict zs, int *restrict zt,
	int *restrict zu, const int *restrict a, const int *restrict b,
	const int *restrict tab, int s, int t, int u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *w, int *xs, int *xt, int *ys, int *zs, int *zt, int *zu,
     const int *a, const int *b, const int *tab, int s, int t, int u, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[256], a[N], b[N];
int w[N], xs[N], xt[N], ys[N], zs[N], zt[N], zu[N];
int rw[N], rxs[N], rxt[N], rys[N], rzs[N], rzt[N], rzu[N];

int
main (void)
{
  for (int i = 0; i < 256; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      b[i] = (i * 53) % 4000;
    }
  for (int t = 0; t < 5000; t += 1300)
    for (int u = 10; u < 100; u += 40)
      {
	int s = t / 2;
	for (int i = 0; i < N; i++)
	  w[i] = xs[i] = xt[i] = ys[i] = zs[i] = zt[i] = zu[i]
	    = rw[i] = rxs[i] = rxt[i] = rys[i] = rzs[i] = rzt[i] = rzu[i]
	    = SENTINEL;
	kernel (w, xs, xt, ys, zs, zt, zu, a, b, tab, s, t, u, N);
	ref (rw, rxs, rxt, rys, rzs, rzt, rzu, a, b, tab, s, t, u, N);
	for (int i = 0; i < N; i++)
	  if (w[i] != rw[i] || xs[i] != rxs[i] || xt[i] != rxt[i]
	      || ys[i] != rys[i] || zs[i] != rzs[i] || zt[i] != rzt[i]
	      || zu[i] != rzu[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=3 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {left alone} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=5 folded=5 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
