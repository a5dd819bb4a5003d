/* qprop-flatten in host SIMT mode (lane T = iteration of the omp simd
   loop): an outer loop A with two inner loops B1 and B2 one after the
   other, both with divergent exits, and a nest three deep.

   two: A runs cnt[i] items; each item runs B1 (len[...] trips) and then
     B2 (len[...] trips of another item), the value h flowing from the
     prologue through B1 and B2 into the epilogue:
       A:  for (a = 0; a < cnt[i]; a++)
	     {
	       h = a;
	       B1:  for (c = 0; c < len[(i + a) & 63]; c++)      h = h * 3 + c;
	       B2:  for (c = 0; c < len[(i * 3 + a) & 63]; c++)  h = h * 5 + c;
	       acc += h;
	     }
     The pass flattens one nest at a time and looks at the loop tree
     again: A > B2 first (innermost first, the later loop first), then A
     > B1 in the flattened A.  Two nests flattened, each with one back
     edge; the simd loop around A is left alone.

   deep: A > M > C, every trip count divergent.  The innermost nest M > C
     is flattened.  The pass then looks at A > M, M now the flattened
     loop; whether it takes it is not checked here (the plugin of this
     writing leaves it alone: "an asm statement", the opaque zero that
     flattening M > C put in M's preheader).

   With selftest=flatten-all.  The runs compare out with scalar
   references (noipa, no simd), on skewed, even and zero trip counts,
   with sentinels past the last lane.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 96
#define SENTINEL 0xdeadbeefu

#define TWO_BODY							\
  unsigned acc = 0;							\
  for (int a = 0; a < cnt[i]; a++)					\
    {									\
      unsigned h = a;							\
      for (int c = 0; c < len[(i + a) & 63]; c++)			\
	h = h * 3 + c;							\
      for (int c = 0; c < len[(i * 3 + a) & 63]; c++)			\
	h = h * 5 + c;							\
      acc += h;								\
    }									\
  out[i] = acc;

#define DEEP_BODY							\
  unsigned acc = 0;							\
  for (int a = 0; a < cnt[i]; a++)					\
    for (int b = 0; b < cnt[(i + a) & 63]; b++)				\
      {									\
	unsigned h = a * 7 + b;						\
	for (int c = 0; c < len[(i + a + b) & 63]; c++) /* C */		\
	  h = h * 3 + c;						\
	acc += h ^ b;							\
      }									\
  out[i] = acc;

__attribute__((noipa)) void
two (unsigned *restrict out, const int *restrict cnt,
     const int *restrict len, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      TWO_BODY
    }
}

__attribute__((noipa)) void
deep (unsigned *restrict out, const int *restrict cnt,
      const int *restrict len, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      DEEP_BODY
    }
}

__attribute__((noipa)) void
ref_two (unsigned *out, const int *cnt, const int *len, int n)
{
  for (int i = 0; i < n; i++)
    {
      TWO_BODY
    }
}

__attribute__((noipa)) void
ref_deep (unsigned *out, const int *cnt, const int *len, int n)
{
  for (int i = 0; i < n; i++)
    {
      DEEP_BODY
    }
}

int cnt[N], len[64];
unsigned out[N], rout[N];

static void
run (int n)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  two (out, cnt, len, n);
  ref_two (rout, cnt, len, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  deep (out, cnt, len, n);
  ref_deep (rout, cnt, len, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    cnt[i] = i % 6 == 0 ? 0 : i % 5;
  /* Skewed.  */
  for (int t = 0; t < 64; t++)
    len[t] = t % 13 == 0 ? 70 : t % 2 ? 0 : t % 5;
  run (N);
  run (N - 5);
  /* Even.  */
  for (int t = 0; t < 64; t++)
    len[t] = 4;
  run (N - 1);
  /* Zero trips.  */
  for (int t = 0; t < 64; t++)
    len[t] = 0;
  run (N - 2);
  return 0;
}

/* two */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: two: nests=3 flattened=2$} "qprop-flatten" } } */
/* deep: the nest M > C at least (A > M as well, once the pass takes the
   flattened M as an inner loop).  */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: deep: nests=3 flattened=[12]$} "qprop-flatten" } } */
/* Both: every flattened nest has one back edge.  */
/* { dg-final { scan-tree-dump-not {(?n): flattened \(.* back-edges=([02-9]|[1-9][0-9])} "qprop-flatten" } } */
