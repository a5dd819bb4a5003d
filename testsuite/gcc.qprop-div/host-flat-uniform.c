/* qprop-flatten leaves alone a nest whose inner loop's exit is uniform:
   a negative test in host SIMT mode (lane T = iteration of the omp simd
   loop).  The outer loop A runs cnt[i] items (divergent), but the inner
   loop B runs m trips, m a parameter of the kernel: every lane of a warp
   leaves B after the same number of trips, no lane waits at B's exit,
   and there is nothing to gain.  With selftest=flatten-all the cost
   model is out of the way: "left alone: the inner loop's exit is
   uniform", and the simd loop around A is not flattened either.

   The run compares out with a scalar reference (noipa, no simd) for m =
   0, 1 and 9, with a sentinel past the last lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 100
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = i;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      unsigned h = data[(i + j) & 255];					\
      for (int k = 0; k < m; k++)					\
	h = h * 31 + data[(h + k) & 255];				\
      acc = acc * 7 + h;						\
    }									\
  out[i] = acc;

__attribute__((noipa)) void
kernel (unsigned *restrict out, const int *restrict cnt,
	const unsigned *restrict data, int m, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, const int *cnt, const unsigned *data, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int cnt[N];
unsigned data[256], out[N], rout[N];

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2654435761u;
  for (int i = 0; i < N; i++)
    cnt[i] = i % 9 == 0 ? 20 : i % 4;
  for (int m = 0; m < 10; m += m < 1 ? 1 : 8)
    {
      for (int i = 0; i < N; i++)
	out[i] = rout[i] = SENTINEL;
      kernel (out, cnt, data, m, N - 2);
      ref (rout, cnt, data, m, N - 2);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || (i >= N - 2 && out[i] != SENTINEL))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the inner loop's exit is uniform$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
