/* qprop-flatten leaves alone a nest whose inner loop has an exit that
   leaves both loops: a negative test in host SIMT mode (lane T =
   iteration of the omp simd loop).  The inner loop B searches an item
   for a key; a hit jumps (goto) past the outer loop A, to the end of the
   lane's work, so B's exit edge for a hit leaves A too.  Flattening
   wants every exit of B to stay in A (B's exits become paths round the
   new latch): "left alone: an inner exit leaves both loops".  With
   selftest=flatten-all the cost model is out of the way.

   The run compares found and pos with a scalar reference (noipa, no
   simd), for keys that hit early, late and never, with sentinels past
   the last lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 90
#define ITEMS 1024
#define SENTINEL (-4242)

#define BODY								\
  int f = -1, p = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = (first[i] + j) & (ITEMS - 1);				\
      for (int k = 0; k < len[it]; k++)					\
	if (val[(it * 8 + k) & 4095] == key + i % 3)			\
	  {								\
	    f = it;							\
	    p = k;							\
	    goto done;							\
	  }								\
      p += len[it];							\
    }									\
done:									\
  found[i] = f;								\
  pos[i] = p;

__attribute__((noipa)) void
kernel (int *restrict found, int *restrict pos, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const int *restrict val, int key, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *found, int *pos, const int *first, const int *cnt, const int *len,
     const int *val, int key, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS], val[4096];
int found[N], pos[N], rfound[N], rpos[N];

int
main (void)
{
  for (int k = 0; k < 4096; k++)
    val[k] = (k * 7919) % 5003;
  for (int i = 0; i < N; i++)
    {
      first[i] = i * 11;
      cnt[i] = i % 6;
    }
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 13 == 0 ? 8 : it % 3;
  static const int keys[] = { 0, 7, 1234, 4999, 6000 };
  for (int t = 0; t < 5; t++)
    {
      for (int i = 0; i < N; i++)
	found[i] = pos[i] = rfound[i] = rpos[i] = SENTINEL;
      kernel (found, pos, first, cnt, len, val, keys[t], N - 4);
      ref (rfound, rpos, first, cnt, len, val, keys[t], N - 4);
      for (int i = 0; i < N; i++)
	if (found[i] != rfound[i] || pos[i] != rpos[i]
	    || (i >= N - 4 && found[i] != SENTINEL))
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: an inner exit leaves both loops$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
