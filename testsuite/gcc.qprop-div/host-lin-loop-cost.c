/* The cost estimate of qprop-linearize's divergent loop transform, in
   host SIMT mode (lane T = iteration of the omp simd loop): a loop with
   two divergent exits whose exit blocks hold one operation each.

     for (j = 0; j < lim[i]; j++)   divergent exit (guard and latch)
       {
	 v = tab[...];
	 if (v == key[i])           divergent exit
	   { r = v ^ j; goto done; }   A: one operation
	 acc = acc * 3 + v;
       }
     r = acc + 1;                   B: one operation
   done:
     out[i] = r; steps[i] = j;

   A and B are different blocks, so a warp may run each of them several
   times, but what the transform would share (an operation each) costs
   less than the exit index, the dispatch and the PHIs it adds: the loop
   is left alone, with the figures in the dump.  host-lin-loop-cost-all.c
   compiles this file with -fplugin-arg-qprop-selftest=linearize-all,
   which skips the estimate: there the same loop is transformed.
   (The exit blocks hold no store: div.exp compiles these tests with
   div-check, which puts a check of each affine store address, a call,
   next to the store, and that would count as shared work.)

   The run compares out and steps with a scalar reference (noipa, no
   simd).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-linearize" } */

#define N 300
#define SENTINEL (-12345)

#define BODY								\
  int acc = a[i], j, r;							\
  for (j = 0; j < lim[i]; j++)						\
    {									\
      int v = tab[(a[i] + j * 7) & 1023];				\
      if (v == key[i])							\
	{								\
	  r = v ^ j;							\
	  goto done;							\
	}								\
      acc = acc * 3 + v;						\
    }									\
  r = acc + 1;								\
done:									\
  out[i] = r;								\
  steps[i] = j;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict steps, const int *restrict a,
	const int *restrict tab, const int *restrict key,
	const int *restrict lim, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *steps, const int *a, const int *tab, const int *key,
     const int *lim, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int tab[1024], a[N], key[N], lim[N];
int out[N], steps[N], rout[N], rsteps[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 5000;
      key[i] = (i * 13) % 100;
      lim[i] = i % 11;
    }
  for (int k = 0; k < 1024; k++)
    tab[k] = (k * 7919) % 100;
  for (int i = 0; i < N; i++)
    out[i] = steps[i] = rout[i] = rsteps[i] = SENTINEL;
  kernel (out, steps, a, tab, key, lim, N - 1);
  ref (rout, rsteps, a, tab, key, lim, N - 1);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || steps[i] != rsteps[i])
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits left alone: what it would share costs less than the dispatch \(exits=2 targets=2 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-not {exits rebound} "qprop-linearize" } } */
