/* qprop-linearize's divergent loop transform leaves alone a loop whose
   exits are all uniform: a negative test in host SIMT mode (lane T =
   iteration of the omp simd loop).

     acc = a[i];
     for (j = 0; j < m; j++)      uniform exit: j and m are the same in
       {                          every lane
	 v = ((j + t) * 37) & 127;   uniform: so are j and t
	 if (v == key)            uniform exit: so is key
	   { r = mixa (v, acc, j); x[i] = acc; goto done; }
	 if (v < lo)              uniform exit: so is lo
	   { r = mixb (v, acc, j); y[i] = acc; goto done; }
	 acc = acc * 3 + v;       lane-dependent, but no exit tests it
       }
     r = acc ^ j; z[i] = r;
   done:
     out[i] = r;

   The three exits lead to different blocks with work, but a whole warp
   leaves the loop together through one of them: each exit block already
   runs at most once per warp, and there is nothing to gain.  No "exits
   rebound": the loop is left alone because it has "no divergent exit".
   selftest=linearize-all keeps the cost estimate out of the way.  (v is
   computed, not loaded: div.exp compiles these tests with div-check,
   whose calls in the loop may write memory, and then a load even from
   the same address in every lane counts as divergent.)

   The run compares out, x, y and z (each started from a sentinel) with a
   scalar reference (noipa, no simd), for keys and bounds that take each
   exit: v is 57 at j + t = 5 (37 * 5 = 185 = 57 + 128), never 200, and
   37 < 40 at j = 0 when t = 1.  */
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

#define BODY								\
  int acc = a[i], j, r;							\
  for (j = 0; j < m; j++)						\
    {									\
      int v = ((j + t) * 37) & 127;					\
      if (v == key)							\
	{								\
	  r = mixa (v, acc, j);						\
	  x[i] = acc;							\
	  goto done;							\
	}								\
      if (v < lo)							\
	{								\
	  r = mixb (v, acc, j);						\
	  y[i] = acc;							\
	  goto done;							\
	}								\
      acc = acc * 3 + v;						\
    }									\
  r = acc ^ j;								\
  z[i] = r;								\
done:									\
  out[i] = r;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict x, int *restrict y,
	int *restrict z, const int *restrict a, int t, int key, int lo, int m,
	int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *x, int *y, int *z, const int *a, int t, int key,
     int lo, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int a[N];
int out[N], x[N], y[N], z[N], rout[N], rx[N], ry[N], rz[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 5000;
  /* A hit at j = 5, walks to m, an exit at j = 0.  */
  static const int ts[3] = { 0, 0, 1 }, keys[3] = { 57, 200, 200 };
  static const int los[3] = { 0, 0, 40 };
  for (int c = 0; c < 3; c++)
    for (int m = 0; m < 20; m += 9)
      {
	for (int i = 0; i < N; i++)
	  out[i] = x[i] = y[i] = z[i] = SENTINEL;
	for (int i = 0; i < N; i++)
	  rout[i] = rx[i] = ry[i] = rz[i] = SENTINEL;
	kernel (out, x, y, z, a, ts[c], keys[c], los[c], m, N - 1);
	ref (rout, rx, ry, rz, a, ts[c], keys[c], los[c], m, N - 1);
	for (int i = 0; i < N; i++)
	  if (out[i] != rout[i] || x[i] != rx[i] || y[i] != ry[i]
	      || z[i] != rz[i])
	    __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-not {exits rebound} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits left alone: no divergent exit$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: kernel: .* divergent-loops=0 uniform-exits=[1-9][0-9]* divergent-exits=0$} "qprop-linearize" } } */
