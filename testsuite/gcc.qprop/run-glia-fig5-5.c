/* glia-fig5-5.c, run at every torture level, against references,
   with random a[] and b[] (refilled before every call), with b[] all
   positive (a[i+1] read in every iteration) and all negative (never
   read).  fig5_5_ptr runs on the globals and on copies for n = 0 ... 3,
   larger n and n = N, and on an array whose last element ends a page
   followed by an inaccessible one, with pb[n-1] <= 0: the program never
   reads pa[n] there, so a load of it moved onto the t <= 0 path faults.
   A load moved above a store, or one that reads the wrong element,
   gives a wrong sum.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fno-tree-pre -fno-tree-loop-im -fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-glia-distance=1 -fplugin-arg-qprop-dump=qprop-glia" } */

#include <sys/mman.h>
#include <unistd.h>
#include "glia-fig5-5.c"

extern void abort (void);

static unsigned seed = 5555;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 2001u) - 1000;
}

__attribute__((noipa, optimize ("O0"))) int
ref_fig5_5 (const int *ra, const int *rb, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += ra[i];
      int t = rb[i];
      s ^= t;
      if (t > 0)
	s += ra[i + 1];
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) int
ref_fig5_5_nonspec (const int *ra, const int *rb, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += ra[i];
      int t = rb[i];
      s ^= t;
      if (t > 0)
	s = s / 2 + t;
      s += ra[i + 1];
    }
  return s;
}

static int ra[N + 1], rb[N];

/* sign < 0: b[] all <= 0; sign > 0: all > 0; 0: random.  */
static void
fill (int sign)
{
  for (int i = 0; i <= N; i++)
    a[i] = ra[i] = rnd ();
  for (int i = 0; i < N; i++)
    {
      int t = rnd ();
      if (sign > 0 && t <= 0)
	t = 1 - t;
      else if (sign < 0 && t > 0)
	t = -t;
      b[i] = rb[i] = t;
    }
}

static void
compare (void)
{
  for (int i = 0; i <= N; i++)
    if (a[i] != ra[i])
      abort ();
  for (int i = 0; i < N; i++)
    if (b[i] != rb[i])
      abort ();
}

static void
check (int sign)
{
  static const int sizes[] = { 0, 1, 2, 3, 5, 17, 100, N - 1, N };
  fill (sign);
  if (fig5_5 () != ref_fig5_5 (ra, rb, N))
    abort ();
  compare ();
  fill (sign);
  if (fig5_5_nonspec () != ref_fig5_5_nonspec (ra, rb, N))
    abort ();
  compare ();
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      int n = sizes[k];
      fill (sign);
      if (fig5_5_ptr (a, b, n) != ref_fig5_5 (ra, rb, n))
	abort ();
      if (fig5_5_ptr (ra, rb, n) != ref_fig5_5 (a, b, n))
	abort ();
      compare ();
    }
}

/* pa[0] ... pa[n-1] end a page; the next page cannot be read.  */
static void
check_fault (int n)
{
  long page = sysconf (_SC_PAGESIZE);
  if (page <= 0 || (long) (n * sizeof (int)) > page)
    return;
  char *m = mmap (0, 2 * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    return;
  if (mprotect (m + page, page, PROT_NONE) != 0)
    abort ();
  int *pa = (int *) (m + page) - n;
  for (int i = 0; i < n; i++)
    {
      pa[i] = ra[i] = rnd ();
      rb[i] = rnd ();
    }
  rb[n - 1] = -5;
  if (fig5_5_ptr (pa, rb, n) != ref_fig5_5 (ra, rb, n))
    abort ();
  munmap (m, 2 * page);
}

int
main (void)
{
  for (int r = 0; r < 2; r++)
    {
      check (0);
      check (1);
      check (-1);
    }
  check_fault (1);
  check_fault (2);
  check_fault (64);

  /* Worked out by hand: a = 3, 5, 9, b = 2, -1.  fig5_5_ptr (a, b, 2):
     i = 0: s = 3, 3 ^ 2 = 1, t > 0: s = 1 + 5 = 6;
     i = 1: s = 11, 11 ^ -1 = -12, t <= 0.  */
  a[0] = 3, a[1] = 5, a[2] = 9, b[0] = 2, b[1] = -1;
  if (fig5_5_ptr (a, b, 2) != -12)
    abort ();
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-fig5-5.c: not at -Os, where it leaves blocks optimized for size
   alone, and not at the -O3 levels the selectors leave out, where it moves
   nothing in that kernel.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig5_5: .* moved=1 } "qprop-glia" { target { ! { qprop_Os || qprop_unroll } } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: fig5_5_nonspec: .* moved=1 } "qprop-glia" { target { ! { qprop_Os || qprop_O3 } } } } } */
