/* qprop-linearize in host SIMT mode (lane T = iteration of the omp simd
   loop): divergent regions nested in one another.

   outer: the short-circuit region of host-lin-shortcircuit.c
     C:  if (a[i] & 1)                 divergent
     B:    if (b[i] > t                divergent
     B2:       && tab[...] > u)        divergent, needs a load
     X:      { x[i] = ... }
	   else
     Y:      { long arithmetic; y[i] = r }   reached from B and from B2
	   r += a[i];                  the inner join
	 else
     Z:    { long arithmetic; x[i] = r }
     P:  out[i] = r;                   the outer join
   sits in the then-arm of another divergent branch C.  Regions are chosen
   outermost first: C's region (C to P) holds the shared block Y, so it is
   the one linearized, as a whole: all three branches folded;
   the inner region (B to its join) lies inside it and is not looked at
   again.

   inner: the same, but the else-arm of C now tests the loop-invariant
   parameter flag, a uniform branch.  C's region is left alone because it
   holds that uniform branch (linearizing it would fold the uniform branch
   into guards), and the inner short-circuit region, chosen next, is
   linearized on its own: two branches folded, C kept.

   Both kernels run for several t, u and flag and are compared with a
   scalar reference (noipa, no simd); every array starts filled with a
   sentinel, so a store made for a wrong lane, or missed, shows too.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 1000
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
	  r = yarm (b[i], t, u);					\
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

__attribute__((noipa)) void
outer (int *restrict out, int *restrict x, int *restrict y,
       const int *restrict a, const int *restrict b, const int *restrict tab,
       int t, int u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      OUTER_BODY
    }
}

__attribute__((noipa)) void
inner (int *restrict out, int *restrict x, int *restrict y,
       const int *restrict a, const int *restrict b, const int *restrict tab,
       int t, int u, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      INNER_BODY
    }
}

__attribute__((noipa)) void
ref_outer (int *out, int *x, int *y, const int *a, const int *b,
	   const int *tab, int t, int u, int n)
{
  for (int i = 0; i < n; i++)
    {
      OUTER_BODY
    }
}

__attribute__((noipa)) void
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
      __builtin_abort ();
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
    for (int u = 20; u < 100; u += 30)
      {
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
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=3 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: outer: divergent-branches=3 folded=3 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
/* inner: C's region refused, the short-circuit region inside it taken.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it holds a uniform branch$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: inner: divergent-branches=3 folded=2 kept=1 uniform-branches=1 uniform-lost=0 } "qprop-linearize" } } */
/* BOSCC gadgets are off by default (host-lin-boscc.c turns them on).  */
/* { dg-final { scan-tree-dump-not {boscc=} "qprop-linearize" } } */
