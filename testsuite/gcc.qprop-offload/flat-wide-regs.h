/* The kernel of the register guard's tests of qprop-flatten,
   flat-acc-wide-regs*.c and flat-omp-wide-regs*.c, which include this
   file after defining WIDE_LOOP as the _Pragma that offloads the lane
   loop in their model.

   A per-lane work queue (as flat-workqueue.h) whose inner loop B carries
   seventeen values and whose prologue holds twenty loads live at once:

     A:  for (j = 0; j < cnt[i]; j++)
	   {
	     it = first[i] + j;
	     s = WIDE_SUM (seed[it]);           prologue: twenty loads
	     h0..h16 = s ^ K0..K16;             live at once
     B:      for (k = 0; k < len[it]; k++)   divergent exit
	       h0..h16 = STEP (h.., data[..]);   seventeen carried values
	     acc += h0 ^ ... ^ h16 ^ k;         epilogue
	   }

   Today the prologue's twenty loads and B's seventeen values are never
   live together.  Flattened, B's values go round the flattened loop's
   one back edge, and the paths that do not need them (the epilogue,
   the prologue of a new item) pass them on undefined, which sets no
   register: so they stay live through the prologue's twenty loads, and
   the register guard predicts (predict_flattened_peak) a peak that
   costs resident warps per SM.  The tests set flatten-idle=99 so that
   formula (1) accepts the nest (its prologue weighs more than one B
   iteration); its saving, formula (1)'s margin at 99%, lies far below
   the default register-guard-saving.  */

#include <stdlib.h>

#define N 300
#define ITEMS 2048
#define SENTINEL 0xdeadbeefu

#define LOAD(k, x) unsigned l##k = tab[((x) + (k) * 37u) & 1023]
#define WIDE_SUM(s, x)							\
  LOAD (0, x); LOAD (1, x); LOAD (2, x); LOAD (3, x); LOAD (4, x);	\
  LOAD (5, x); LOAD (6, x); LOAD (7, x); LOAD (8, x); LOAD (9, x);	\
  LOAD (10, x); LOAD (11, x); LOAD (12, x); LOAD (13, x);		\
  LOAD (14, x); LOAD (15, x); LOAD (16, x); LOAD (17, x);		\
  LOAD (18, x); LOAD (19, x);						\
  unsigned s = (l0 * l19 + l1 * l18 + l2 * l17 + l3 * l16		\
		+ l4 * l15 + l5 * l14 + l6 * l13 + l7 * l12		\
		+ l8 * l11 + l9 * l10)					\
	       ^ (l0 + l2 + l4 + l6 + l8 + l10 + l12 + l14 + l16	\
		  + l18) * 2654435761u

/* Seventeen recurrences with constants of their own, so that none
   folds into another.  */
#define H_INIT(s)							\
  unsigned h0 = (s) ^ 0x6a09e667u, h1 = (s) ^ 0xbb67ae85u,		\
	   h2 = (s) ^ 0x3c6ef372u, h3 = (s) ^ 0xa54ff53au,		\
	   h4 = (s) ^ 0x510e527fu, h5 = (s) ^ 0x9b05688cu,		\
	   h6 = (s) ^ 0x1f83d9abu, h7 = (s) ^ 0x5be0cd19u,		\
	   h8 = (s) ^ 0xcbbb9d5du, h9 = (s) ^ 0x629a292au,		\
	   h10 = (s) ^ 0x9159015au, h11 = (s) ^ 0x152fecd8u,		\
	   h12 = (s) ^ 0x67332667u, h13 = (s) ^ 0x8eb44a87u,		\
	   h14 = (s) ^ 0xdb0c2e0du, h15 = (s) ^ 0x47b5481du,		\
	   h16 = (s) ^ 0xae5f9156u
#define H_STEP(d)							\
  h0 = h0 * 31u + (d); h1 = (h1 ^ h0) * 33u + (d);			\
  h2 = (h2 ^ h1) * 35u + (d); h3 = (h3 ^ h2) * 37u + (d);		\
  h4 = (h4 ^ h3) * 39u + (d); h5 = (h5 ^ h4) * 41u + (d);		\
  h6 = (h6 ^ h5) * 43u + (d); h7 = (h7 ^ h6) * 45u + (d);		\
  h8 = (h8 ^ h7) * 47u + (d); h9 = (h9 ^ h8) * 49u + (d);		\
  h10 = (h10 ^ h9) * 51u + (d); h11 = (h11 ^ h10) * 53u + (d);		\
  h12 = (h12 ^ h11) * 55u + (d); h13 = (h13 ^ h12) * 57u + (d);		\
  h14 = (h14 ^ h13) * 59u + (d); h15 = (h15 ^ h14) * 61u + (d);		\
  h16 = (h16 ^ h15) * 63u + (d)
#define H_FOLD								\
  (h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9 ^ h10 ^ h11 ^ h12	\
   ^ h13 ^ h14 ^ h15 ^ h16)

#define BODY								\
  unsigned acc = 7;							\
  for (int j = 0; j < cnt[i]; j++)					\
    {									\
      int it = first[i] + j;						\
      WIDE_SUM (s, seed[it]);						\
      H_INIT (s);							\
      int k;								\
      for (k = 0; k < len[it]; k++)					\
	{								\
	  unsigned d = data[(it + k) & 255];				\
	  H_STEP (d);							\
	}								\
      acc += H_FOLD ^ ((unsigned) k << 4);				\
    }									\
  out[i] = acc;

static void __attribute__ ((noinline))
kernel (unsigned *restrict out, const int *restrict first,
	const int *restrict cnt, const int *restrict len,
	const unsigned *restrict seed, const unsigned *restrict data,
	const unsigned *restrict tab, int n)
{
WIDE_LOOP
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (unsigned *out, const int *first, const int *cnt, const int *len,
     const unsigned *seed, const unsigned *data, const unsigned *tab,
     int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], cnt[N], len[ITEMS];
unsigned seed[ITEMS], data[256], tab[1024];
unsigned out[N], rout[N];

static void
run (int n)
{
  for (int i = 0; i < N; i++)
    out[i] = rout[i] = SENTINEL;
  kernel (out, first, cnt, len, seed, data, tab, n);
  ref (rout, first, cnt, len, seed, data, tab, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || (i >= n && out[i] != SENTINEL))
      abort ();
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    data[i] = i * 2654435761u;
  for (int i = 0; i < 1024; i++)
    tab[i] = i * 40503u + 11;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = it * 40503u + 1;
  /* Lane i's items: cnt[i] in 0 .. 6, consecutive, wrapping round the
     list.  */
  for (int i = 0, next = 0; i < N; i++)
    {
      cnt[i] = i % 7 == 0 ? 0 : (i * 5) % 7;
      first[i] = next;
      next = (next + cnt[i]) % (ITEMS - 8);
    }
  /* Skewed: every 37th item is long, the rest 0 to 2 trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 37 == 0 ? 60 + it % 50 : it % 3;
  run (N - 3);
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 9;
  run (N - 1);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 2);
  return 0;
}
