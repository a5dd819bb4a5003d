/* BOSCC gadgets (vectorize-boscc.cc) around the updates of omp simd
   reductions (vectorize-reduction.cc): a min reduction in an arm taken on
   a uniform condition (all lanes or none: the gadget is skipped in every
   vector iteration of a call with Q & 4 clear), and a + reduction in a
   rare arm (__builtin_expect) skipped when no lane of a vector takes it,
   taken for one lane or for all.  When a gadget is skipped, the lanes'
   copies must be the ones they had at its test (make check's fuzz seed
   700001 had the skipped region's copy reach the vector loop's back edge:
   the IR verifier's "definition does not dominate use"); the sums and
   minima checked here would lose a lane's partial result otherwise.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off -fplugin-arg-qprop-verify" } */

#include "vec-run.h"

static int a[MAXN + PAD], b[128];
static int o1[MAXN + PAD], r1[MAXN + PAD];
static int o2[MAXN + PAD], r2[MAXN + PAD];

#define BODY(O1, O2)							\
  int x = a[i];								\
  unsigned h = (unsigned) x;						\
  if ((q >> 2) & 1u)							\
    {									\
      int v = x ^ 3;							\
      lo = v < lo ? v : lo;						\
      h = h * 31u + (unsigned) b[(q + (unsigned) i * 3u) & 127u];	\
    }									\
  if (__builtin_expect (x > 1000, 0))					\
    {									\
      int t = b[x & 127];						\
      sum += x * 3 + t;							\
      O2[i] = (t * (x - 990)) ^ (t >> 2) ^ (x * t * 7);						\
    }									\
  O1[i] = (int) h;

KERNEL int
kernel (int n, unsigned q, int *mn)
{
  int sum = 7, lo = 1 << 30;
#pragma omp simd reduction (+:sum) reduction (min:lo)
  for (int i = 0; i < n; i++)
    {
      BODY (o1, o2)
    }
  *mn = lo;
  return sum;
}

REF int
reference (int n, unsigned q, int *mn)
{
  int sum = 7, lo = 1 << 30;
  for (int i = 0; i < n; i++)
    {
      BODY (r1, r2)
    }
  *mn = lo;
  return sum;
}

/* Vector I / 8 of the input: no lane rare (0), one lane (1), all (2).  */
static void
fill (void)
{
  for (int i = 0; i < MAXN + PAD; i++)
    {
      int pattern = (i / 8) % 3;
      int rare = pattern == 2 || (pattern == 1 && i % 8 == (i / 8) % 8);
      a[i] = rare ? 1001 + (int) (vec_rand () % 5000)
		  : (int) (vec_rand () % 2000) - 1000;
    }
  for (int i = 0; i < 128; i++)
    b[i] = (int) (vec_rand () % 512) - 256;
}

int
main (void)
{
  for (int k = 0; k < NTRIPS; k++)
    for (unsigned q = 0; q < 8; q += 4)
      {
	int n = trips[k];
	int mn, rmn;
	fill ();
	vec_sentinels (o1, r1, n);
	vec_sentinels (o2, r2, n);
	int got = kernel (n, q + (unsigned) k, &mn);
	int want = reference (n, q + (unsigned) k, &rmn);
	vec_check (o1, r1, n, "h");
	vec_check (o2, r2, n, "t");
	if (got != want || mn != rmn)
	  {
	    printf ("n=%d q=%u: sum %d min %d, expected %d %d\n", n,
		    q + (unsigned) k, got, mn, want, rmn);
	    abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized .* boscc=[1-9]} "qprop-vectorize" } } */
