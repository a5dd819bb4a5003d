/* qprop-flatten in host SIMT mode (lane T = iteration of the omp simd
   loop): the fetch loop.  Most items skip the inner loop B, often many
   in a row, and a lane's last items may all skip it, so that lanes run
   the epilogue's copy several times between two B iterations and some
   leave A from the fetch loop:

     A:  for (j = 0; j < cnt[i]; j++)
	   {
	     it = first[i] + j;
	     v = seed[it] ^ acc;  n = len[it];	prologue
	     B:  for (k = 0; k < n; k++)
		   v = v * 7 + k;
	     if (n == 0) skipped++; else last = v;	epilogue: a branch,
	     out[it] = v + skipped;			a store,
	     acc += v >> 3;				A's values
	   }
	 res[i] = acc;  nskip[i] = skipped;  lastv[i] = last;

   The epilogue is reached both from B's exit and from the skip edge;
   the skip path runs a copy of it.  out, res, nskip and lastv must equal
   the scalar reference's (noipa, no simd), with the sentinels where
   nothing is written.  Data: long runs of skipping items, items that
   all skip, even and zero trip counts.  selftest=flatten-all: the nest
   A > B is flattened.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 96
#define PER 8
#define ITEMS (N * PER)
#define SENTINEL 0x5a5a5a5au

#define BODY								\
  unsigned acc = i, last = 0;						\
  int skipped = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned v = seed[it] ^ acc;					\
      int n = len[it];							\
      for (int k = 0; k < n; k++)					\
	v = v * 7 + k;							\
      if (n == 0)							\
	skipped++;							\
      else								\
	last = v;							\
      out[it] = v + skipped;						\
      acc += v >> 3;							\
    }									\
  res[i] = acc;								\
  nskip[i] = skipped;							\
  lastv[i] = last;

__attribute__((noipa)) void
kernel (unsigned *restrict out, unsigned *restrict res, int *restrict nskip,
	unsigned *restrict lastv, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const unsigned *restrict seed, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (unsigned *out, unsigned *res, int *nskip, unsigned *lastv,
     const int *first, const int *cnt, const int *len, const unsigned *seed,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS], nskip[N], rnskip[N];
unsigned seed[ITEMS], out[ITEMS], rout[ITEMS], res[N], rres[N];
unsigned lastv[N], rlastv[N];

static void
run (int n)
{
  for (int it = 0; it < ITEMS; it++)
    out[it] = rout[it] = SENTINEL;
  for (int i = 0; i < N; i++)
    {
      res[i] = rres[i] = lastv[i] = rlastv[i] = SENTINEL;
      nskip[i] = rnskip[i] = -1;
    }
  kernel (out, res, nskip, lastv, first, cnt, len, seed, n);
  ref (rout, rres, rnskip, rlastv, first, cnt, len, seed, n);
  for (int it = 0; it < ITEMS; it++)
    if (out[it] != rout[it])
      __builtin_abort ();
  for (int i = 0; i < N; i++)
    if (res[i] != rres[i] || nskip[i] != rnskip[i] || lastv[i] != rlastv[i]
	|| (i >= n && (res[i] != SENTINEL || nskip[i] != -1)))
      __builtin_abort ();
}

int
main (void)
{
  /* Lane i owns items PER * i .. PER * i + cnt[i] - 1, cnt[i] in
     0 .. PER.  */
  for (int i = 0; i < N; i++)
    {
      first[i] = PER * i;
      cnt[i] = (i * 5) % (PER + 1);
    }
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 2654435761u;
  /* Mostly skipping: one item in 7 long, one in 13 short.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 7 == 3 ? 40 : it % 13 == 0 ? 2 : 0;
  run (N);
  run (N - 5);
  /* A lane's last items skip: B only in the first two.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % PER < 2 ? 1 + it % 5 : 0;
  run (N);
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 6;
  run (N);
  /* Zero trips: every lane stays in the fetch loop.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 1);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=1$} "qprop-flatten" } } */
