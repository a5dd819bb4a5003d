/* qprop-flatten leaves alone a nest whose outer loop has several exits:
   a negative test in host SIMT mode (lane T = iteration of the omp simd
   loop).  The outer loop A walks the lane's items until cnt[i] or until
   an item's prologue finds a stop mark (break in A, outside the inner
   loop B); B's exit diverges.  Flattening needs A's one exit test at the
   end of its iteration, where it becomes the test of the new latch:
   "left alone: the outer loop has several exits".  With
   selftest=flatten-all the cost model is out of the way.

   The run compares out and done with a scalar reference (noipa, no
   simd), with and without stop marks, with sentinels past the last
   lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 80
#define ITEMS 512
#define SENTINEL (-31337)

#define BODY								\
  int s = 0, j;								\
  for (j = 0; j < cnt[i]; j++)						\
    {									\
      int it = (i * 5 + j) & (ITEMS - 1);				\
      if (mark[it] == stop)						\
	break;								\
      int h = mark[it];							\
      for (int k = 0; k < len[it]; k++)					\
	h = h * 3 + (k ^ mark[(it + k) & (ITEMS - 1)]);			\
      s += h;								\
    }									\
  out[i] = s;								\
  done[i] = j;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict done, const int *restrict cnt,
	const int *restrict len, const int *restrict mark, int stop, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *done, const int *cnt, const int *len, const int *mark,
     int stop, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int cnt[N], len[ITEMS], mark[ITEMS];
int out[N], done[N], rout[N], rdone[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    cnt[i] = i % 8;
  for (int it = 0; it < ITEMS; it++)
    {
      len[it] = it % 17 == 0 ? 30 : it % 3;
      mark[it] = (it * 37) % 23;
    }
  for (int stop = -1; stop < 23; stop += 11)	/* -1: never */
    {
      for (int i = 0; i < N; i++)
	out[i] = done[i] = rout[i] = rdone[i] = SENTINEL;
      kernel (out, done, cnt, len, mark, stop, N - 2);
      ref (rout, rdone, cnt, len, mark, stop, N - 2);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || done[i] != rdone[i]
	    || (i >= N - 2 && out[i] != SENTINEL))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop has several exits$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
