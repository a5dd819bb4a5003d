/* qprop-linearize never folds a uniform branch: a negative test in host
   SIMT mode (lane T = iteration of the omp simd loop).  A uniform branch
   sends the whole warp one way; folding it into guards would make the
   warp walk through both of its arms, a loss (the paper's Theorem 4.5
   asks that every uniform branch keep its edges, which this
   implementation gets by leaving such regions alone).

   inside: the short-circuit shape of host-lin-shortcircuit.c with a test
     of the parameter flag, which is loop invariant, between the two
     divergent tests:
       A:  if (a[i] > t                divergent
       F:      && (flag                uniform
       B:          || tab[...] > u))   divergent, needs a load
	     X                         reached from F and from B
	   else
	     Y                         reached from A and from B; long
     X and Y would both run twice per warp, but the region of A holds the
     uniform F: "left alone: it holds a uniform branch".  The region of B
     (B to the same join) is entered from outside (X from F, Y from A).
     Nothing is folded, no uniform branch is lost.

   outside: the uniform test on flag comes before the region, which no
     longer holds it: the region is linearized, the uniform branch keeps
     its two edges (uniform-branches=1 uniform-lost=0).

   arms: the uniform test on flag comes first, and each of its arms holds
     a short-circuit region of its own, both ending where the arms meet
     again.  Whatever is done with the divergent regions, the uniform
     branch is not folded: uniform-branches=1 uniform-lost=0.

   The kernels run with flag = 0 and 1 and are compared with a scalar
   reference (noipa, no simd); every array starts filled with a
   sentinel.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 600
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

#define INSIDE_BODY							\
  int r;								\
  if (a[i] > t && (flag || tab[(a[i] >> 3) & 1023] > u))		\
    {									\
      r = a[i] * 3;							\
      x[i] = r;								\
    }									\
  else									\
    {									\
      r = yarm (a[i], t, u);						\
      z[i] = r;								\
    }									\
  out[i] = r;

#define OUTSIDE_BODY							\
  int r;								\
  if (flag)								\
    y[i] = a[i] + 1;							\
  if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)				\
    {									\
      r = a[i] * 3;							\
      x[i] = r;								\
    }									\
  else									\
    {									\
      r = yarm (a[i], t, u);						\
      z[i] = r;								\
    }									\
  out[i] = r;

#define ARMS_BODY							\
  int r;								\
  if (flag)								\
    {									\
      if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)			\
	{								\
	  r = a[i] * 3;							\
	  x[i] = r;							\
	}								\
      else								\
	{								\
	  r = yarm (a[i], t, u);					\
	  y[i] = r;							\
	}								\
    }									\
  else									\
    {									\
      if (a[i] < t && tab[(a[i] >> 2) & 1023] < u)			\
	{								\
	  r = a[i] * 5;							\
	  y[i] = r;							\
	}								\
      else								\
	{								\
	  r = yarm (a[i], u, t);					\
	  z[i] = r;							\
	}								\
    }									\
  out[i] = r;

__attribute__((noipa)) void
inside (int *restrict out, int *restrict x, int *restrict y,
	int *restrict z, const int *restrict a, const int *restrict tab,
	int t, int u, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      INSIDE_BODY
    }
}

__attribute__((noipa)) void
outside (int *restrict out, int *restrict x, int *restrict y,
	 int *restrict z, const int *restrict a, const int *restrict tab,
	 int t, int u, int flag, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      OUTSIDE_BODY
    }
}

__attribute__((noipa)) void
arms (int *restrict out, int *restrict x, int *restrict y, int *restrict z,
      const int *restrict a, const int *restrict tab, int t, int u, int flag,
      int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      ARMS_BODY
    }
}

__attribute__((noipa)) void
ref_inside (int *out, int *x, int *y, int *z, const int *a, const int *tab,
	    int t, int u, int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      INSIDE_BODY
    }
}

__attribute__((noipa)) void
ref_outside (int *out, int *x, int *y, int *z, const int *a,
	     const int *tab, int t, int u, int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      OUTSIDE_BODY
    }
}

__attribute__((noipa)) void
ref_arms (int *out, int *x, int *y, int *z, const int *a, const int *tab,
	  int t, int u, int flag, int n)
{
  for (int i = 0; i < n; i++)
    {
      ARMS_BODY
    }
}

int tab[1024], a[N];
int out[N], x[N], y[N], z[N], rout[N], rx[N], ry[N], rz[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    out[i] = x[i] = y[i] = z[i] = rout[i] = rx[i] = ry[i] = rz[i]
      = SENTINEL;
}

static void
check (void)
{
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || x[i] != rx[i] || y[i] != ry[i]
	|| z[i] != rz[i])
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  for (int flag = 0; flag < 2; flag++)
    for (int t = 0; t < 5000; t += 1700)
      {
	fill ();
	inside (out, x, y, z, a, tab, t, 50, flag, N);
	ref_inside (rout, rx, ry, rz, a, tab, t, 50, flag, N);
	check ();
	fill ();
	outside (out, x, y, z, a, tab, t, 50, flag, N);
	ref_outside (rout, rx, ry, rz, a, tab, t, 50, flag, N);
	check ();
	fill ();
	arms (out, x, y, z, a, tab, t, 50, flag, N);
	ref_arms (rout, rx, ry, rz, a, tab, t, 50, flag, N);
	check ();
      }
  return 0;
}

/* inside */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it holds a uniform branch$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: it is entered from outside$} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: inside: divergent-branches=2 folded=0 kept=2 uniform-branches=1 uniform-lost=0 } "qprop-linearize" } } */
/* outside */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: outside: divergent-branches=2 folded=2 kept=0 uniform-branches=1 uniform-lost=0 } "qprop-linearize" } } */
/* arms */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: arms: divergent-branches=4 folded=[0-9]+ kept=[0-9]+ uniform-branches=1 uniform-lost=0 } "qprop-linearize" } } */
