/* qprop-flatten in host SIMT mode (lane T = iteration of the omp simd
   loop): a nest whose inner loop stores to memory.  Lane i expands its
   items into its own segment of buf (outer loop A over the items, inner
   loop B writing one element per trip, trip count len[item], which
   differs between lanes); the epilogue reads back what B stored last and
   writes a per-item summary, and the next item's prologue reads the
   summary of the item before it.

     A:  for (j = 0; j < cnt[i]; j++)
	   {
	     it = first[i] + j;
	     v = prev + seed[it];		prologue (loads the summary)
	     B:  for (k = 0; k < len[it]; k++)
		   {
		     v = v * 5 + k;
		     buf[pos++] = v;		store, in B
		   }
	     sum[it] = pos ? buf[pos - 1] ^ j : j;	epilogue: load and store
	     prev = sum[it];
	   }
	 end[i] = pos;

   Flattening keeps each lane's stores in their order, so buf, sum and
   end must equal the scalar reference's (noipa, no simd) element for
   element, with the sentinels where nothing is written (the tail of each
   segment, the items no lane takes).  Data: skewed, even and zero trip
   counts.  selftest=flatten-all: the nest A > B is flattened.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 96
#define SEG 512
#define ITEMS (N * 4)
#define SENTINEL 0x5a5a5a5au

#define BODY								\
  int pos = 0;								\
  unsigned prev = i;							\
  unsigned *seg = buf + i * SEG;					\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned v = prev + seed[it];					\
      for (int k = 0; k < len[it]; k++)					\
	{								\
	  v = v * 5 + k;						\
	  seg[pos++] = v;						\
	}								\
      sum[it] = pos ? seg[pos - 1] ^ j : (unsigned) j;			\
      prev = sum[it];							\
    }									\
  end[i] = pos;

__attribute__((noipa)) void
kernel (unsigned *restrict buf, unsigned *restrict sum, int *restrict end,
	const int *restrict first, const int *restrict cnt,
	const int *restrict len, const unsigned *restrict seed, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *buf, unsigned *sum, int *end, const int *first,
     const int *cnt, const int *len, const unsigned *seed, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS], end[N], rend[N];
unsigned seed[ITEMS], sum[ITEMS], rsum[ITEMS];
unsigned buf[N * SEG], rbuf[N * SEG];

static void
run (int n)
{
  for (int i = 0; i < N * SEG; i++)
    buf[i] = rbuf[i] = SENTINEL;
  for (int it = 0; it < ITEMS; it++)
    sum[it] = rsum[it] = SENTINEL;
  for (int i = 0; i < N; i++)
    end[i] = rend[i] = -1;
  kernel (buf, sum, end, first, cnt, len, seed, n);
  ref (rbuf, rsum, rend, first, cnt, len, seed, n);
  for (int i = 0; i < N * SEG; i++)
    if (buf[i] != rbuf[i])
      __builtin_abort ();
  for (int it = 0; it < ITEMS; it++)
    if (sum[it] != rsum[it])
      __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (end[i] != rend[i] || (i >= n && end[i] != -1))
      __builtin_abort ();
}

int
main (void)
{
  /* Lane i owns items 4i .. 4i + cnt[i] - 1, cnt[i] in 0 .. 4.  */
  for (int i = 0; i < N; i++)
    {
      first[i] = 4 * i;
      cnt[i] = (i * 3) % 5;
    }
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 2654435761u;
  /* Skewed: at most 4 * 120 elements a lane, within SEG.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 11 == 0 ? 120 : it % 3 == 0 ? 0 : it % 4;
  run (N);
  run (N - 7);
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 6;
  run (N);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 1);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1\)$} 1 "qprop-flatten" } } */
/* The simd loop around A: the lanes' loop, never flattened.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: ref: no SIMT region$} "qprop-flatten" } } */
