/* qprop-linearize in host SIMT mode (lane T = iteration of the omp simd
   loop): the short-circuit shape the pass is written for.

     A:  if (a[i] > t               divergent (a[i] is a lane's own load)
     B:      && tab[(a[i] >> 3) & 1023] > u)   divergent, needs a load, so
					GCC's ifcombine cannot merge A and B
     X:    { two stores and a little arithmetic }
	 else
     Y:    { a long chain of arithmetic and a store }
     P:  out[i] = r;                    the join, post-dominator of A and B

   Y is reached from A's false edge and from B's false edge, both before
   P: a warp would run it once for the lanes with !(a[i] > t) and again
   for those that fail the table test.  Y is long enough (the chain below)
   for the cost estimate to accept the region: the dump says "linearized"
   with both branches folded and no uniform branch lost (there is none).

   The run checks every element of out, x1, x2 and y against a scalar
   reference (ref, noipa, no simd) computed in main: x1/x2 are written by
   X only, y by Y only, so a sentinel left in place also shows that each
   arm's stores happen for exactly its own lanes.  */
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

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict x1, int *restrict x2,
	int *restrict y, const int *restrict a, const int *restrict tab,
	int t, int u, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int r;
      if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)
	{
	  r = a[i] * 3 + tab[i & 1023];
	  x1[i] = r ^ 5;
	  x2[i] = r - i;
	}
      else
	{
	  r = yarm (a[i], t, u);
	  y[i] = r & 0xfff;
	}
      out[i] = r;
    }
}

/* The same computation, one element at a time, without simd.  */
__attribute__((noipa)) void
ref (int *out, int *x1, int *x2, int *y, const int *a, const int *tab,
     int t, int u, int n)
{
  for (int i = 0; i < n; i++)
    {
      int r;
      if (a[i] > t && tab[(a[i] >> 3) & 1023] > u)
	{
	  r = a[i] * 3 + tab[i & 1023];
	  x1[i] = r ^ 5;
	  x2[i] = r - i;
	}
      else
	{
	  r = yarm (a[i], t, u);
	  y[i] = r & 0xfff;
	}
      out[i] = r;
    }
}

int tab[1024], a[N];
int out[N], x1[N], x2[N], y[N];
int rout[N], rx1[N], rx2[N], ry[N];

int
main (void)
{
  for (int i = 0; i < 1024; i++)
    tab[i] = (i * 7919) % 100;
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  /* t and u chosen so that all three outcomes occur: A false, A true and
     B false, A and B true.  */
  for (int t = 0; t < 5000; t += 1700)
    for (int u = 20; u < 100; u += 30)
      {
	for (int i = 0; i < N; i++)
	  out[i] = x1[i] = x2[i] = y[i] = rout[i] = rx1[i] = rx2[i] = ry[i]
	    = SENTINEL;
	kernel (out, x1, x2, y, a, tab, t, u, N);
	ref (rout, rx1, rx2, ry, a, tab, t, u, N);
	for (int i = 0; i < N; i++)
	  if (out[i] != rout[i] || x1[i] != rx1[i] || x2[i] != rx2[i]
	      || y[i] != ry[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: divergent-branches=2 folded=2 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: ref: no SIMT region$} "qprop-linearize" } } */
