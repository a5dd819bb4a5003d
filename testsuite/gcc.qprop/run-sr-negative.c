/* sr-negative.c, run at every torture level, against references
   run on copies of the inputs.
     alias_store    called with p pointing INTO a, at every a[k] the loop
                    reads (and one past, and outside a[]): each store
                    overwrites the element that the next iteration reads
                    as a[i-1], so a carried (stale) value gives a wrong
                    sum.  The hand-worked case checks one directly.
     restrict_store p outside a, as restrict demands.
     vol, vol_global  volatile arrays, compared with a plain copy.
     may_fault      a is a malloc'd block of exactly n + 1 ints; c[0] is
                    0 (a[0] is never read), then random, then all set.
     call_between   a = g, the array touch () writes, so each call changes
                    the element the next iteration reads as a[i-1] (a
                    carried value would be stale); and a = another array,
                    where touch () changes nothing a points to.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>
#include "sr-negative.c"

extern void abort (void);

static unsigned seed = 55555;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 201u) - 100;
}

/* The body of alias_store and restrict_store, on the caller's copies,
   p possibly pointing into a: loads and the store in source order.  */
__attribute__((noipa, optimize ("O0"))) int
ref_alias_store (int *a, int *p, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      int ai = a[i];
      int aim1 = a[i - 1];
      s += ai + aim1;
      *p = s;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) int
ref_sum_pairs (const int *a, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    s += a[i] + a[i - 1];
  return s;
}

__attribute__((noipa, optimize ("O0"))) int
ref_may_fault (const int *a, const int *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i + 1];
      if (c[i])
	s += a[i] * 2;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) void
ref_touch (int *gc, int i)
{
  gc[i] += 7 + i;
}

/* a may point to gc, the copy of g.  */
__attribute__((noipa, optimize ("O0"))) int
ref_call_between (int *a, int *gc, int n)
{
  int s = 0;
  for (int i = 1; i < n; i++)
    {
      s += a[i];
      ref_touch (gc, i);
      s += a[i - 1] * 3;
    }
  return s;
}

static int x1[N + 1], x2[N + 1];

static void
fill2 (int *u, int *v, int len)
{
  for (int i = 0; i < len; i++)
    u[i] = v[i] = rnd ();
}

static void
same (const int *u, const int *v, int len)
{
  for (int i = 0; i < len; i++)
    if (u[i] != v[i])
      abort ();
}

static void
check_alias (int n)
{
  /* p = &a[k] for every k the loop touches, and one past.  */
  for (int k = 0; k <= n && k <= N; k++)
    {
      fill2 (x1, x2, N + 1);
      if (alias_store (x1, &x1[k], n) != ref_alias_store (x2, &x2[k], n))
	abort ();
      same (x1, x2, N + 1);
    }
  /* p outside a.  */
  int o1 = 5, o2 = 5;
  fill2 (x1, x2, N + 1);
  if (alias_store (x1, &o1, n) != ref_alias_store (x2, &o2, n) || o1 != o2)
    abort ();
  same (x1, x2, N + 1);
  o1 = o2 = -9;
  fill2 (x1, x2, N + 1);
  if (restrict_store (x1, &o1, n) != ref_alias_store (x2, &o2, n) || o1 != o2)
    abort ();
  same (x1, x2, N + 1);
}

static void
check_vol (int n)
{
  static volatile int vbuf[N];
  int copy[N];
  for (int i = 0; i < N; i++)
    {
      copy[i] = rnd ();
      vbuf[i] = copy[i];
      va[i] = copy[i];
    }
  if (vol (vbuf, n) != ref_sum_pairs (copy, n)
      || vol_global (n) != ref_sum_pairs (copy, n))
    abort ();
}

static void
check_may_fault (int n)
{
  int len = n > 0 ? n + 1 : 1;
  int *a = malloc (len * sizeof (int));
  int *c = malloc (len * sizeof (int));
  if (!a || !c)
    abort ();
  for (int mode = 0; mode < 3; mode++)
    {
      for (int i = 0; i < len; i++)
	{
	  a[i] = rnd ();
	  c[i] = mode == 2 ? 1 : mode == 1 ? rnd () & 1 : 0;
	}
      c[0] = mode == 2;
      if (may_fault (a, c, n) != ref_may_fault (a, c, n))
	abort ();
    }
  free (a);
  free (c);
}

static void
check_call (int n)
{
  int gc[N], o1[N], o2[N];
  /* a = g.  */
  for (int i = 0; i < N; i++)
    g[i] = gc[i] = rnd ();
  if (call_between (g, n) != ref_call_between (gc, gc, n))
    abort ();
  same (g, gc, N);
  /* a = another array.  */
  fill2 (o1, o2, N);
  for (int i = 0; i < N; i++)
    g[i] = gc[i] = rnd ();
  if (call_between (o1, n) != ref_call_between (o2, gc, n))
    abort ();
  same (g, gc, N);
  same (o1, o2, N);
}

int
main (void)
{
  static const int sizes[] = { -1, 0, 1, 2, 3, 4, 5, 6, 7, 13, N - 1, N };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      check_alias (sizes[k]);
      check_vol (sizes[k]);
      check_may_fault (sizes[k]);
      check_call (sizes[k]);
    }

  /* Worked out by hand: a = 1, 2, 3, 4, p = &a[1], n = 4.
     i = 1: s = 2 + 1 = 3, a[1] = 3;
     i = 2: s = 3 + 3 + 3 = 9 (a[1] is the stored 3, not the 2 loaded
            in iteration 1), a[1] = 9;
     i = 3: s = 9 + 4 + 3 = 16, a[1] = 16.  */
  int h[4] = { 1, 2, 3, 4 };
  if (alias_store (h, &h[1], 4) != 16 || h[0] != 1 || h[1] != 16
      || h[2] != 3 || h[3] != 4)
    abort ();

  /* call_between on g = 0, 0, 0, 0, n = 3: i = 1: s = 0, g[1] = 8,
     s += 0; i = 2: s += 0, g[2] = 9, s += 8 * 3 (g[1] as touched).  */
  for (int i = 0; i < N; i++)
    g[i] = 0;
  if (call_between (g, 3) != 24 || g[1] != 8 || g[2] != 9)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: alias_store: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: restrict_store: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
