/* qprop-flatten never flattens the simd loop itself: a negative test in
   host SIMT mode (lane T = iteration of the omp simd loop).  Here the
   inner loop B (trip count cnt[i], divergent) sits directly in the simd
   loop, so the only nest is simd loop > B.  The simd loop is not a loop
   a lane runs: its iterations are the lanes.  Making its back edge do
   B's job would run one lane's B trips as iterations of the lanes'
   loop: "left alone: the outer loop is the SIMT region's lane loop",
   even with selftest=flatten-all (no cost model).

   The run compares out with a scalar reference (noipa, no simd), with
   zero, skewed and even trip counts and a sentinel past the last
   lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 150
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned s = i;							\
  for (int k = 0; k < cnt[i]; k++)					\
    s = s * 3 + data[(i + k) & 255];					\
  out[i] = s;

__attribute__((noipa)) void
kernel (unsigned *restrict out, const int *restrict cnt,
	const unsigned *restrict data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, const int *cnt, const unsigned *data, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int cnt[N];
unsigned data[256], out[N], rout[N];

static void
run (int n)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, cnt, data, n);
  ref (rout, cnt, data, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 40503u;
  for (int i = 0; i < N; i++)
    cnt[i] = i % 19 == 0 ? 90 : i % 3;
  run (N - 1);
  for (int i = 0; i < N; i++)
    cnt[i] = 7;
  run (N);
  for (int i = 0; i < N; i++)
    cnt[i] = 0;
  run (N - 5);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=1 flattened=0$} "qprop-flatten" } } */
