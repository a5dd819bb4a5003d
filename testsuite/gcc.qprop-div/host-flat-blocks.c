/* -fplugin-arg-qprop-flatten-blocks=N bounds the outer loops that
   qprop-flatten takes, in host SIMT mode (lane T = iteration of the omp
   simd loop).  The work queue of host-flat-workqueue.c, whose nest A > B
   that test flattens with selftest=flatten-all, compiled with
   flatten-blocks=3: A (the item loop, with the while loop B, its early
   break and the epilogue) has more than three basic blocks, so the nest
   is left alone, "the outer loop has more blocks than flatten-blocks",
   whatever selftest=flatten-all says about the cost model.

   The run compares out with a scalar reference (noipa, no simd) as in
   host-flat-workqueue.c.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-flatten-blocks=3 -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 200
#define ITEMS 1024
#define SENTINEL 0xdeadbeefu

#define BODY								\
  unsigned acc = 7;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned h = seed[it];						\
      int k = 0;							\
      while (k < len[it])						\
	{								\
	  h = h * 31 + data[(it + k) & 255];				\
	  if (h % 251 == stop)						\
	    break;							\
	  k++;								\
	}								\
      acc += h ^ ((unsigned) k << 4);					\
    }									\
  out[i] = acc;

__attribute__((noipa)) void
kernel (unsigned *restrict out, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const unsigned *restrict seed, const unsigned *restrict data,
	unsigned stop, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, const int *first, const int *cnt, const int *len,
     const unsigned *seed, const unsigned *data, unsigned stop, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS];
unsigned seed[ITEMS], data[256];
unsigned out[N], rout[N];

static void
run (int n, unsigned stop)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, first, cnt, len, seed, data, stop, n);
  ref (rout, first, cnt, len, seed, data, stop, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2654435761u;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 40503u + 1;
  /* Lane i's items: cnt[i] in 0 .. 6, consecutive, wrapping round the
     list.  */
  for (int i = 0, next = 0; i < N; i++)
    {
      cnt[i] = (i * 7) % 7 == 0 ? 0 : (i * 5) % 7;
      first[i] = next;
      next = (next + cnt[i]) % (ITEMS - 8);
    }

  /* Skewed: every 37th item is long, the rest 0 to 2 trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 37 == 0 ? 150 + it % 50 : it % 3;
  run (N - 3, 1000);	/* never stops early: h % 251 < 251 */
  run (N - 3, 17);	/* stops some items early */
  /* Even: every item 9 trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 9;
  run (N - 1, 1000);
  run (N - 1, 5);
  /* Zero-trip inner loops only.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 2, 1000);
  /* No lane at all.  */
  run (0, 1000);
  return 0;
}

/* A > B at least (the nest of the simd loop, larger still, may give the
   same reason or the lane loop's).  */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop has more blocks than flatten-blocks$} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {: flattened} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=0$} "qprop-flatten" } } */
