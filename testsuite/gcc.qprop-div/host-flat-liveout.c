/* qprop-flatten in host SIMT mode (lane T = iteration of the omp simd
   loop): values that flattening separates from their uses.

     A:  it = first[i];  last_p = -1;  last_k = -1;  dsum = 0;
	 while (it < stop[i])				outer exit: it
	   {
	     p = seed[it] * 3 + i;		prologue: p, q, w, ptr
	     q = (long) p << 20;		(int, long, double, pointer)
	     w = p * 0.5;
	     const int *ptr = &tab[it & 63];
	     B:  for (k = 0; k < len[it] && tab[(p + k) & 63] != p % 64; k++)
		   h += *ptr ^ k;		B reads the prologue's ptr
	     r[it] = p - q + k;			epilogue: p, q, k
	     dsum += w;
	     it += 1 + (k & 3);			the outer step depends on B
	     last_p = p;  last_k = k;
	   }
	 out[i] = it;  lp[i] = last_p;  lk[i] = last_k;	live out of A
	 ds[i] = dsum;  hs[i] = h;

   After flattening, the prologue no longer dominates the epilogue (a
   flattened iteration reaches the epilogue from B's exit, after any
   number of passes round the new back edge), and nothing defined inside
   A dominates the code after A: every such value is carried through the
   new latch.  it, last_p, last_k, dsum and h are live out of the whole
   nest; lanes whose stop[i] <= first[i] never enter A.

   The results are compared with a scalar reference (noipa, no simd), on
   skewed, even and zero trip counts; r starts filled with a sentinel,
   and out, lp, lk, ds, hs past lane n - 1 must keep theirs.
   selftest=flatten-all: the nest A > B is flattened.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */

#define N 128
#define ITEMS 2048
#define SENTINEL (-999999)

#define BODY								\
  int it = first[i], last_p = -1, last_k = -1;				\
  double dsum = 0;							\
  unsigned h = 1;							\
  while (it < stop[i])							\
    {									\
      int p = seed[it] * 3 + i;						\
      long q = (long) p << 20;						\
      double w = p * 0.5;						\
      const int *ptr = &tab[it & 63];					\
      int k;								\
      for (k = 0; k < len[it] && tab[(p + k) & 63] != p % 64; k++)	\
	h += *ptr ^ k;							\
      r[it] = p - q + k;						\
      dsum += w;							\
      it += 1 + (k & 3);						\
      last_p = p;							\
      last_k = k;							\
    }									\
  out[i] = it;								\
  lp[i] = last_p;							\
  lk[i] = last_k;							\
  ds[i] = dsum;								\
  hs[i] = h;

__attribute__((noipa)) void
kernel (int *restrict out, int *restrict lp, int *restrict lk,
	double *restrict ds, unsigned *restrict hs, long *restrict r,
	const int *restrict first, const int *restrict stop,
	const int *restrict len, const int *restrict seed,
	const int *restrict tab, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

__attribute__((noipa)) void
ref (int *out, int *lp, int *lk, double *ds, unsigned *hs, long *r,
     const int *first, const int *stop, const int *len, const int *seed,
     const int *tab, int n)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

int first[N], stop[N], len[ITEMS], seed[ITEMS], tab[64];
int out[N], lp[N], lk[N], rout[N], rlp[N], rlk[N];
double ds[N], rds[N];
unsigned hs[N], rhs[N];
long r[ITEMS], rr[ITEMS];

static void
run (int n)
{
  for (int i = 0; i < N; i++)
    {
      out[i] = lp[i] = lk[i] = rout[i] = rlp[i] = rlk[i] = SENTINEL;
      ds[i] = rds[i] = SENTINEL;
      hs[i] = rhs[i] = SENTINEL;
    }
  for (int it = 0; it < ITEMS; it++)
    r[it] = rr[it] = SENTINEL;
  kernel (out, lp, lk, ds, hs, r, first, stop, len, seed, tab, n);
  ref (rout, rlp, rlk, rds, rhs, rr, first, stop, len, seed, tab, n);
  for (int i = 0; i < N; i++)
    if (out[i] != rout[i] || lp[i] != rlp[i] || lk[i] != rlk[i]
	|| ds[i] != rds[i] || hs[i] != rhs[i]
	|| (i >= n && (out[i] != SENTINEL || hs[i] != (unsigned) SENTINEL)))
      __builtin_abort ();
  for (int it = 0; it < ITEMS; it++)
    if (r[it] != rr[it])
      __builtin_abort ();
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    tab[i] = (i * 29) % 64;
  for (int it = 0; it < ITEMS; it++)
    seed[it] = (it * 7919) % 1000 - 300;
  /* Lane i owns items 16i .. 16i + 15 and works on a prefix of them:
     none for every fifth lane.  */
  for (int i = 0; i < N; i++)
    {
      first[i] = 16 * i;
      stop[i] = 16 * i + (i % 5 == 0 ? 0 : i % 16 + 1);
    }
  /* Skewed.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = it % 29 == 0 ? 90 : it % 2 ? 0 : it % 5;
  run (N);
  run (N - 9);
  /* Even.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 4;
  run (N);
  /* Zero trips.  */
  for (int it = 0; it < ITEMS; it++)
    len[it] = 0;
  run (N - 2);
  return 0;
}

/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1\)$} 1 "qprop-flatten" } } */
/* The simd loop around A: the lanes' loop, never flattened.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the outer loop is the SIMT region's lane loop$} 1 "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: kernel: nests=2 flattened=1$} "qprop-flatten" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-flatten: ref: no SIMT region$} "qprop-flatten" } } */
