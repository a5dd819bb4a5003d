/* qprop-flatten's cost model, formula (1), in host SIMT mode (lane T =
   iteration of the omp simd loop), with the default n/N of 50%: a nest is
   flattened when n/N > Ta / (Ta + Tb), here when one inner iteration
   (Tb) weighs more than the outer loop's own work (Ta).

   heavy_b: the inner loop B runs two rounds of mix, with two loads, per
     trip; A only loads the item and adds B's result: Tb > Ta, the nest
     is flattened (and -fopt-info-loop-optimized says so).
   heavy_a: A's prologue and epilogue run mix six times, with loads and a
     store; B is a counting loop of two statements: Ta is many times Tb,
     and the nest is left alone, "formula (1) says it does not pay", with
     the numbers in the dump and an -fopt-info-loop-missed remark at the
     nest.

   No selftest option: the decisions are the cost model's.  The simd
   loop around each nest is the lanes' loop, left alone in both.  GCC's
   own loop remarks (the vectorizer's) are pruned; a qprop-flatten remark
   that is not expected is an excess message.  Both kernels are run on
   skewed, even and zero trip counts and compared with scalar references
   (noipa, no simd); out2 starts filled with a sentinel.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fopt-info-loop-optimized-missed -fplugin-arg-qprop-dump=qprop-flatten" } */
/* { dg-prune-output "(missed|optimized): (?!qprop-flatten: )" } */

#define N 160
#define ITEMS 1024
#define SENTINEL 0xdeadbeefu

static inline unsigned
mix (unsigned x, unsigned y)
{
  x = (x ^ (x >> 7)) * 0x9e3779b1u + y;
  x = (x ^ (x << 5)) * 0x85ebca77u;
  x = (x + (x >> 11)) ^ (y * 0xc2b2ae3du);
  x = (x ^ (x >> 13)) * 0x27d4eb2fu;
  x = (x + (x << 3)) ^ (x >> 17);
  return x;
}

#define HEAVY_B_BODY							\
  unsigned acc = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned h = it;							\
      for (int k = 0; k < len[it]; k++)					\
	h = mix (mix (h, data[(it + k) & 255]), data[(h + k) & 255]);	\
      acc += h;								\
    }									\
  out[i] = acc;

#define HEAVY_A_BODY							\
  unsigned acc = 0;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      unsigned h = mix (mix (data[it & 255], it), data[(it * 3) & 255]);	\
      h = mix (mix (h, data[(h >> 3) & 255]), data[(h >> 11) & 255]);	\
      int k = 0;							\
      while (k < len[it])						\
	k++, h ^= k;							\
      acc += mix (mix (h, data[(acc >> 5) & 255]), acc);		\
      out2[it] = mix (h, acc) ^ data[(h + acc) & 255];			\
    }									\
  out[i] = acc;

__attribute__((noipa)) void
heavy_b (unsigned *restrict out, const int *restrict first,
	 const int *restrict cnt, const int *restrict len,
	 const unsigned *restrict data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      HEAVY_B_BODY /* { dg-message "optimized: qprop-flatten: loop nest flattened: n/N=50% > Ta/\\(Ta\\+Tb\\) with Ta=\[0-9\]+ Tb=\[0-9\]+" } */
    }
}

__attribute__((noipa)) void
heavy_a (unsigned *restrict out, unsigned *restrict out2,
	 const int *restrict first, const int *restrict cnt,
	 const int *restrict len, const unsigned *restrict data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      HEAVY_A_BODY /* { dg-message "missed: qprop-flatten: loop nest not flattened: formula \\(1\\) says it does not pay \\(Ta=\[0-9\]+ Tb=\[0-9\]+ n/N=50%\\)" } */
    }
}

__attribute__((noipa)) void
ref_b (unsigned *out, const int *first, const int *cnt, const int *len,
       const unsigned *data, int n)
{
  for (int i = 0; i < n; i++)
    {
      HEAVY_B_BODY
    }
}

__attribute__((noipa)) void
ref_a (unsigned *out, unsigned *out2, const int *first, const int *cnt,
       const int *len, const unsigned *data, int n)
{
  for (int i = 0; i < n; i++)
    {
      HEAVY_A_BODY
    }
}

int first[N], cnt[N], len[ITEMS];
unsigned data[256], out[N], rout[N], out2[ITEMS], rout2[ITEMS];

static void
run (int n)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  heavy_b (out, first, cnt, len, data, n);
  ref_b (rout, first, cnt, len, data, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  for (int it = 0; it < ITEMS; it++)
    out2[it] = rout2[it] = SENTINEL;
  heavy_a (out, out2, first, cnt, len, data, n);
  ref_a (rout, rout2, first, cnt, len, data, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
  for (int it = 0; it < ITEMS; it++)
    if (out2[it] != rout2[it])
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2246822519u + 3;
  /* Lane i owns items 6i .. 6i + cnt[i] - 1, cnt[i] in 0 .. 5.  */
  for (int i = 0; i < N; i++)
    {
      first[i] = 6 * i;
      cnt[i] = (i * 11) % 6;
    }
  /* Skewed.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 41 == 0 ? 100 : it % 3 == 1 ? 0 : it % 7;
  run (N);
  run (N - 13);
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 5;
  run (N);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 1);
  return 0;
}

/* heavy_b */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: heavy_b: nests=2 flattened=1$} "qprop-flatten" } } */
/* heavy_a */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: heavy_a: nests=2 flattened=0$} "qprop-flatten" } } */
/* Both: the simd loops.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 2 "qprop-flatten" } } */
