/* qprop-flatten leaves alone a nest with an __atomic builtin: a negative
   test in host SIMT mode (lane T = iteration of the omp simd loop).  The
   inner loop B (whose exit diverges) counts matches into a shared counter
   with __atomic_fetch_add; an atomic couples the lanes that run it
   together, and flattening changes which lanes those are: "left alone:
   an atomic or synchronizing builtin".  With selftest=flatten-all the
   cost model is out of the way.

   The run compares out and the counter with a scalar reference (noipa,
   no simd), with a sentinel past the last lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 120
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      unsigned h = i ^ (j << 8);					\
      for (int k = 0; k < len[(i * 3 + j) & 63]; k++)			\
	{								\
	  h = h * 2654435761u + k;					\
	  if ((h >> 29) == 5)						\
	    __atomic_fetch_add (counter, 1, __ATOMIC_RELAXED);		\
	}								\
      acc += h;								\
    }									\
  out[i] = acc;

__attribute__((noipa)) void
kernel (unsigned *restrict out, int *counter, const int *restrict cnt,
	const int *restrict len, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, int *counter, const int *cnt, const int *len, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int cnt[N], len[64], counter, rcounter;
unsigned out[N], rout[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    cnt[i] = i % 7 == 0 ? 0 : i % 4 + 1;
  for (int t = 0; t < 64; t++)
    len[t] = t % 9 == 0 ? 60 : t % 4;
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, &counter, cnt, len, N - 3);
  ref (rout, &rcounter, cnt, len, N - 3);
  if (counter != rcounter || counter == 0)
    __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= N - 3 && out[i] != SENTINEL))
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: an atomic or synchronizing builtin$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
