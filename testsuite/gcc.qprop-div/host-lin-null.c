/* qprop-linearize must not make a lane run a statement its own path does
   not run (the no-trap rule): a negative test in host SIMT mode (lane T =
   iteration of the omp simd loop).

   deref:  if (p[i] != 0 && *p[i] > k) X else Y
     The second test loads through p[i], which is NULL for every third
     lane.  Y is shared (reached from both tests' false edges), so the
     region is linearized; the load of *p[i] must then run under the guard
     of its block (the lanes with p[i] != 0), never for the lanes that
     failed the first test, or the run faults on the NULL pointer.  X reads
     *p[i] again (GCC reuses the value loaded by the test), and stores.

   divide: if (d[i] != 0 && m / d[i] > k) X else Y
     The same with an integer division, which traps (SIGFPE) on a zero
     divisor; d[i] is zero for every fifth lane.

   The arms are small, so the cost estimate would leave both regions
   alone: -fplugin-arg-qprop-selftest=linearize-all makes the pass
   linearize them anyway, which the dump shows.  The run must not crash,
   and its results (out, and x, written by X only, started from a
   sentinel) must equal a scalar reference's (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 500
#define SENTINEL (-12345)

#define DEREF_BODY				\
  int r;					\
  if (p[i] != 0 && *p[i] > k)			\
    {						\
      r = *p[i] - k;				\
      x[i] = r;					\
    }						\
  else						\
    r = i * 3;					\
  out[i] = r;

#define DIVIDE_BODY				\
  int r;					\
  if (d[i] != 0 && m / d[i] > k)		\
    {						\
      r = m % d[i] + k;				\
      x[i] = r;					\
    }						\
  else						\
    r = i - 7;					\
  out[i] = r;

__attribute__((noipa)) void
deref (int *restrict out, int *restrict x, int *const *restrict p, int k,
       int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      DEREF_BODY
    }
}

__attribute__((noipa)) void
divide (int *restrict out, int *restrict x, const int *restrict d, int m,
	int k, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      DIVIDE_BODY
    }
}

__attribute__((noipa)) void
ref_deref (int *out, int *x, int *const *p, int k, int n)
{
  for (int i = 0; i < n; i++)
    {
      DEREF_BODY
    }
}

__attribute__((noipa)) void
ref_divide (int *out, int *x, const int *d, int m, int k, int n)
{
  for (int i = 0; i < n; i++)
    {
      DIVIDE_BODY
    }
}

int v[N], d[N], *p[N];
int out[N], x[N], rout[N], rx[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    out[i] = x[i] = rout[i] = rx[i] = SENTINEL;
}

static void
check (void)
{
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || x[i] != rx[i])
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      v[i] = (i * 7) % 100;
      p[i] = i % 3 == 0 ? 0 : &v[i];
      d[i] = i % 5 == 0 ? 0 : (i * 13) % 41 - 20;
    }
  for (int k = 0; k < 100; k += 33)
    {
      fill ();
      deref (out, x, p, k, N);
      ref_deref (rout, rx, p, k, N);
      check ();
      fill ();
      divide (out, x, d, 1000, k, N);
      ref_divide (rout, rx, d, 1000, k, N);
      check ();
    }
  return 0;
}

/* Both regions linearized, none left alone.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized[^(]*\(blocks=[0-9]+ folded=2 } 2 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {left alone} "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: deref: divergent-branches=2 folded=2 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-linearize: divide: divergent-branches=2 folded=2 kept=0 uniform-branches=0 uniform-lost=0 } "qprop-linearize" } } */
