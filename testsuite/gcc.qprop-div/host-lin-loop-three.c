/* qprop-linearize's divergent loop transform on a loop with three exits,
   each with its own work, in host SIMT mode (lane T = iteration of the
   omp simd loop).

     acc = a[i] & 0xff;
     for (j = 0; ; j++)
       {
     C:  if (j == lim[i])       divergent exit, taken in the first
	   { r = mixc (...);     iteration by the lanes with lim[i] == 0,
	     z[i] = j; break; }  before v is defined
	 v = tab[...];
     A:  if (v == key[i])       divergent exit (hit): uses v, acc and j
	   { r = mixa (...); x[i] = v; break; }
     B:  if (v < lo[i])         divergent exit: uses v, acc and j
	   { r = mixb (...); y[i] = acc; break; }
	 acc = acc * 3 + v;      loop-carried
       }
     out[i] = r; steps[i] = j;  the exits meet here

   After header copying the test C sits at the top of the loop (the guard,
   for the first iteration) and in the latch; the three exit blocks
   compute different things, so GCC keeps them apart, and they meet only
   at the stores after the loop.  A warp would run each exit block once
   per iteration in which some of its lanes leave through it; the
   transform rebinds the exits to one new exit block, which dispatches
   each lane to its own exit block afterwards: "exits rebound".
   selftest=linearize-all keeps the cost estimate out of the way.

   The run compares out, steps, x, y and z (each started from a
   sentinel; x, y and z are written by one exit only) with a scalar
   reference (noipa, no simd), for several tables.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

static inline int
mixa (int v, int acc, int j)
{
  int r = v * 7 - acc;
  r = (r << 2) ^ (r >> 3);
  r = r * 11 + j;
  r = (r ^ (r >> 5)) * 13;
  return r + 0x55;
}

static inline int
mixb (int v, int acc, int j)
{
  int r = acc * 5 + v;
  r = (r >> 1) ^ (r << 4);
  r = r * 9 - j;
  r = (r ^ (r >> 7)) * 3;
  return r - 0x1234;
}

static inline int
mixc (int acc, int j, int i)
{
  int r = acc ^ (i << 3);
  r = (r << 3) - (r >> 2);
  r = r * 17 + j;
  r = (r ^ (r >> 9)) * 5;
  return r ^ 0x777;
}

#define BODY								\
  int acc = a[i] & 0xff, j, r, v;					\
  for (j = 0; ; j++)							\
    {									\
      if (j == lim[i])							\
	{								\
	  r = mixc (acc, j, i);						\
	  z[i] = j;							\
	  break;							\
	}								\
      v = tab[(a[i] + j * 7) & 1023];					\
      if (v == key[i])							\
	{								\
	  r = mixa (v, acc, j);						\
	  x[i] = v;							\
	  break;							\
	}								\
      if (v < lo[i])							\
	{								\
	  r = mixb (v, acc, j);						\
	  y[i] = acc;							\
	  break;							\
	}								\
      acc = acc * 3 + v;						\
    }									\
  out[i] = r;								\
  steps[i] = j;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict steps, int *restrict x,
	int *restrict y, int *restrict z, const int *restrict a,
	const int *restrict tab, const int *restrict key,
	const int *restrict lo, const int *restrict lim, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *steps, int *x, int *y, int *z, const int *a,
     const int *tab, const int *key, const int *lo, const int *lim, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N], key[N], lo[N], lim[N];
int out[N], steps[N], x[N], y[N], z[N];
int rout[N], rsteps[N], rx[N], ry[N], rz[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      key[i] = (i * 13) % 100;
      lo[i] = i % 5;
      lim[i] = i % 11;
    }
  for (int t = 0; t < 3; t++)
    {
      for (int k = 0; k < 1024; k++)
	tab[k] = (k * 7919 + t * 31) % 100;
      for (int i = 0; i < N; i++)
	out[i] = steps[i] = x[i] = y[i] = z[i] = SENTINEL;
      for (int i = 0; i < N; i++)
	rout[i] = rsteps[i] = rx[i] = ry[i] = rz[i] = SENTINEL;
      kernel (out, steps, x, y, z, a, tab, key, lo, lim, N - 1);
      ref (rout, rsteps, rx, ry, rz, a, tab, key, lo, lim, N - 1);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || steps[i] != rsteps[i] || x[i] != rx[i]
	    || y[i] != ry[i] || z[i] != rz[i])
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=3 targets=3 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {exits left alone} "qprop-linearize" } } */
