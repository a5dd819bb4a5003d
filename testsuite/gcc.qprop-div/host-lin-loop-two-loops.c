/* qprop-linearize's divergent loop transform and an exit that leaves two
   loops at once, in host SIMT mode (lane T = iteration of the omp simd
   loop).

     for (j = 0; j < lim[i]; j++)       outer loop J, divergent exit
       {
	 acc = a[i] + j;
	 for (k = 0; k < m; k++)        inner loop K, uniform exit
	   {
	     v = tab[...];
	     if (v == key[i])           divergent exit of K and J at once
	       { r = mixa (...); x[i] = v; goto done; }
	     if (v < lo[i])             divergent exit of K
	       { acc = mixb (acc, v); break; }
	     acc += v;
	   }
	 r += acc;
       }
     r ^= r >> 3; y[i] = r;             work after a full walk of J
   done:
     out[i] = r;

   K's exits lead to different blocks with work, but the goto's edge
   leaves K and J at once: K's new exit block, inside J, could not be
   the only way out of K, so K is left alone: "an exit leaves more than
   one loop".  For J the same edge is one exit among two (the goto's and
   J's own test), each leading to its own block with work after J: J's
   exits are rebound, the goto's edge included, although it comes from
   inside K.  selftest=linearize-all keeps the cost estimate
   out of the way.

   The run compares out, x and y (each started from a sentinel) with a
   scalar reference (noipa, no simd), for m = 0, 5 and 10.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

static inline int
mixa (int v, int acc, int k)
{
  int r = v * 7 - acc;
  r = (r << 2) ^ (r >> 3);
  r = r * 11 + k;
  r = (r ^ (r >> 5)) * 13;
  return r + 0x55;
}

static inline int
mixb (int acc, int v)
{
  int r = acc * 5 + v;
  r = (r >> 1) ^ (r << 4);
  r = r * 9 - v;
  r = (r ^ (r >> 7)) * 3;
  return r - 0x1234;
}

#define BODY								\
  int r = 0, j, k;							\
  for (j = 0; j < lim[i]; j++)						\
    {									\
      int acc = a[i] + j;						\
      for (k = 0; k < m; k++)						\
	{								\
	  int v = tab[(acc + k * 5) & 1023];				\
	  if (v == key[i])						\
	    {								\
	      r = mixa (v, acc, k);					\
	      x[i] = v;							\
	      goto done;						\
	    }								\
	  if (v < lo[i])						\
	    {								\
	      acc = mixb (acc, v);					\
	      break;							\
	    }								\
	  acc += v;							\
	}								\
      r += acc;								\
    }									\
  r ^= r >> 3;								\
  y[i] = r;								\
done:									\
  out[i] = r;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict x, int *restrict y,
	const int *restrict a, const int *restrict tab,
	const int *restrict key, const int *restrict lo,
	const int *restrict lim, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *x, int *y, const int *a, const int *tab, const int *key,
     const int *lo, const int *lim, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N], key[N], lo[N], lim[N];
int out[N], x[N], y[N], rout[N], rx[N], ry[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      key[i] = (i * 13) % 100;
      lo[i] = i % 3;
      lim[i] = i % 7;
    }
  for (int k = 0; k < 1024; k++)
    tab[k] = (k * 7919) % 100;
  for (int m = 0; m < 12; m += 5)
    {
      for (int i = 0; i < N; i++)
	out[i] = x[i] = y[i] = rout[i] = rx[i] = ry[i] = SENTINEL;
      kernel (out, x, y, a, tab, key, lo, lim, m, N - 1);
      ref (rout, rx, ry, a, tab, key, lo, lim, m, N - 1);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || x[i] != rx[i] || y[i] != ry[i])
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits left alone: an exit leaves more than one loop$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=2 targets=2 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop } 2 "qprop-linearize" } } */
