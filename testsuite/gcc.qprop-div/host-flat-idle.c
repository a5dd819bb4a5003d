/* qprop-flatten's n/N (-fplugin-arg-qprop-flatten-idle=P) reaches
   formula (1), in host SIMT mode (lane T = iteration of the omp simd
   loop).  The nest is heavy_a of host-flat-cost.c: A's prologue and
   epilogue (six rounds of mix, loads and a store) weigh many times one
   trip of the counting loop B, and at the default n/N = 50% the nest is
   left alone.  With flatten-idle=99 the pass assumes that 99% of a
   warp's lanes idle in B: n/N > Ta/(Ta+Tb) holds as soon as Ta < 99 Tb,
   and the nest is flattened, with n/N=99% in the dump.  No selftest
   option.

   The run compares out and out2 with a scalar reference (noipa, no
   simd), on skewed, even and zero trip counts; out2 starts filled with
   a sentinel.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-flatten-idle=99 -fplugin-arg-qprop-dump=qprop-flatten" } */

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
heavy_a (unsigned *restrict out, unsigned *restrict out2,
	 const int *restrict first, const int *restrict cnt,
	 const int *restrict len, const unsigned *restrict data, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      HEAVY_A_BODY
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
  for (int i = 0; i < N; i++)
    {
      first[i] = 6 * i;
      cnt[i] = (i * 11) % 6;
    }
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 41 == 0 ? 100 : it % 3 == 1 ? 0 : it % 7;
  run (N);
  run (N - 13);
  for (int it = 0; it < ITEMS; it++)
    len[it] = 5;
  run (N);
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 1);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=99% back-edges=1\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump-not {formula \(1\)} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: heavy_a: nests=2 flattened=1$} "qprop-flatten" } } */
