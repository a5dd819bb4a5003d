/* qprop-linearize's divergent loop transform on a loop with two exits,
   each with its own work, in host SIMT mode (lane T = iteration of the
   omp simd loop).

     acc = a[i];
     for (j = 0; j < lim[i]; j++)   divergent exit (the loop's own test,
       {                            in the guard and the latch); a lane
				    with lim[i] == 0 leaves before v and
				    h are defined
	 v = tab[(acc >> 4) & 1023];
	 h = v ^ (acc & 0xff);
     A:  if (h < 8)                 divergent exit: uses h, v, acc and j
	   { r = mixa (h, v, acc, j); x[i] = h; goto done; }
	 acc = acc * 5 + v + 1;     loop-carried
       }
     B:  r = mixb (acc, j); y[i] = j;   the work after a full walk
     done:
     out[i] = r; steps[i] = j;      the two exits meet here

   The exit blocks (A's work, and B's, which the guard also reaches)
   compute different things and meet only at the stores after done: the
   transform rebinds both exits to one new exit block, whose dispatch then
   sends each lane on to its own exit block: "exits rebound".
   selftest=linearize-all keeps the cost estimate out of the way.

   The run compares out, steps, x and y (each started from a sentinel; x
   and y are written by one exit only) with a scalar reference (noipa, no
   simd), for several tables.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

static inline int
mixa (int h, int v, int acc, int j)
{
  int r = h * 7 - acc;
  r = (r << 2) ^ (r >> 3);
  r = r * 11 + j;
  r = (r ^ (r >> 5)) * 13 + v;
  return r + 0x55;
}

static inline int
mixb (int acc, int j)
{
  int r = acc * 5 + j;
  r = (r >> 1) ^ (r << 4);
  r = r * 9 - j;
  r = (r ^ (r >> 7)) * 3;
  return r - 0x1234;
}

#define BODY								\
  int acc = a[i], j, r;							\
  for (j = 0; j < lim[i]; j++)						\
    {									\
      int v = tab[(acc >> 4) & 1023];					\
      int h = v ^ (acc & 0xff);						\
      if (h < 8)							\
	{								\
	  r = mixa (h, v, acc, j);					\
	  x[i] = h;							\
	  goto done;							\
	}								\
      acc = acc * 5 + v + 1;						\
    }									\
  r = mixb (acc, j);							\
  y[i] = j;								\
done:									\
  out[i] = r;								\
  steps[i] = j;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict steps, int *restrict x,
	int *restrict y, const int *restrict a, const int *restrict tab,
	const int *restrict lim, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *steps, int *x, int *y, const int *a, const int *tab,
     const int *lim, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N], lim[N];
int out[N], steps[N], x[N], y[N];
int rout[N], rsteps[N], rx[N], ry[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      lim[i] = i % 13;
    }
  for (int t = 0; t < 3; t++)
    {
      for (int k = 0; k < 1024; k++)
	tab[k] = (k * 7919 + t * 131) % 256;
      for (int i = 0; i < N; i++)
	out[i] = steps[i] = x[i] = y[i] = SENTINEL;
      for (int i = 0; i < N; i++)
	rout[i] = rsteps[i] = rx[i] = ry[i] = SENTINEL;
      kernel (out, steps, x, y, a, tab, lim, N - 1);
      ref (rout, rsteps, rx, ry, a, tab, lim, N - 1);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || steps[i] != rsteps[i] || x[i] != rx[i]
	    || y[i] != ry[i])
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=2 targets=2 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {exits left alone} "qprop-linearize" } } */
