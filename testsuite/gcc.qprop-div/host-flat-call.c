/* qprop-flatten leaves alone a nest that calls a function which may
   write memory: a negative test in host SIMT mode (lane T = iteration of
   the omp simd loop).  Inside the inner loop B (whose exit diverges) the
   kernel calls record (), a noipa function: to the pass, a call it
   cannot see into, neither const nor pure, which on a GPU might hold a
   barrier (all lanes of a block must reach the same one), and
   flattening changes which lanes of a warp run it together: "left
   alone: a call that may hold a barrier".  With selftest=flatten-all
   the cost model is out of the way.

   The run compares out and the calls' log (one entry per call, in the
   order of the calls) with a scalar reference (noipa, no simd).  The
   simd loop around A is the lanes' loop, left alone for that reason
   first.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 64
#define LOG 8192
#define SENTINEL 0xdeadbeefu

unsigned log_[LOG];
int nlog;

__attribute__((noipa)) void
record (unsigned v)
{
  if (nlog < LOG)
    log_[nlog] = v;
  nlog++;
}

#define BODY								\
  unsigned acc = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      unsigned h = i * 100 + j;						\
      for (int k = 0; k < len[(i + j) & 63]; k++)			\
	{								\
	  h = h * 3 + k;						\
	  if ((h & 7) == 0)						\
	    record (h);							\
	}								\
      acc += h;								\
    }									\
  out[i] = acc;

__attribute__((noipa)) void
kernel (unsigned *restrict out, const int *restrict cnt,
	const int *restrict len, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, const int *cnt, const int *len, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int cnt[N], len[64];
unsigned out[N], rout[N], rlog[LOG];

int
main (void)
{
  for (int i = 0; i < N; i++)
    cnt[i] = i % 5;
  for (int t = 0; t < 64; t++)
    len[t] = t % 10 == 0 ? 40 : t % 3;
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  nlog = 0;
  ref (rout, cnt, len, N - 1);
  int rn = nlog;
  for (int e = 0; e < rn && e < LOG; e++)
    rlog[e] = log_[e];
  nlog = 0;
  kernel (out, cnt, len, N - 1);
  if (nlog != rn || rn == 0)
    __builtin_abort ();
  for (int e = 0; e < rn && e < LOG; e++)
    if (log_[e] != rlog[e])
      __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i == N - 1 && out[i] != SENTINEL))
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: a call that may hold a barrier$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
