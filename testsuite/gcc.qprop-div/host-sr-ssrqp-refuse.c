/* qprop-sr in SIMT code (host SIMT mode) under SSRQP: hoists that must
   be refused, each in a loop of the shape of host-sr-ssrqp.c (c[j + D]
   on a divergent arm, c[j] on every path):

   - far (): c[j + 5] is read by no path of the same or the next
     iteration (the one five iterations on does, but nothing shows that
     it runs): nothing shows the element exists;
   - unknown (): the next iteration reads c[j + 1], but the trip count
     is m, so the last iteration cannot be peeled off, and in it c[j + 1]
     may be past the end;
   - call (): a call that may exit the program sits between the branch
     and the next iteration;
   - store (): a store through a pointer that may point into c comes
     before c[j + 1] in the arm, so the load cannot move above it; the
     run makes it point into c, one element on, so that moving the load
     would read the old value.  The store's index is not affine, so
     that qprop-version cannot check the two apart either.

   Every kernel is run against a scalar reference, unknown () for every
   m up to M, and the dump must say why each load stayed.  */
/* { dg-do run } */
/* With sr-symbolic-steps=off, where a peel wants a count known at
   compile time; host-sr-ssrqp-runtime.c runs unknown () with the
   default.  */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-sr-symbolic-steps=off" } */

#include <stdlib.h>
#define N 200
#define M 24
unsigned a[N], out[N], ref[N];
unsigned cbuf[M + 8];

__attribute__((noipa)) void
may_exit (unsigned s)
{
  if (s == 0xdeadbeefu)
    exit (3);
}

#define BODY(D)							\
  if ((x >> (j & 31)) & 1)					\
    s += c[j + (D)] * 3;					\
  s ^= c[j];

__attribute__((noipa)) void
far (int n, const unsigned *c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  BODY (5)
	}
      out[i] = s;
    }
}

__attribute__((noipa)) void
unknown (int n, int m, const unsigned *c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < m; j++)
	{
	  BODY (1)
	}
      out[i] = s;
    }
}

__attribute__((noipa)) void
call (int n, const unsigned *c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  if ((x >> (j & 31)) & 1)
	    s += c[j + 1] * 3;
	  may_exit (s);
	  s ^= c[j];
	}
      out[i] = s;
    }
}

__attribute__((noipa)) void
store (int n, unsigned *c, unsigned *q)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned s = 0, x = a[i];
      for (int j = 0; j < M; j++)
	{
	  if ((x >> (j & 31)) & 1)
	    {
	      q[(x >> j) & 3] = s;
	      s += c[j + 1] * 3;
	    }
	  s ^= c[j];
	}
      out[i] = s;
    }
}

__attribute__((noipa)) static unsigned
ref_one (int i, int m, int d, const unsigned *c)
{
  unsigned s = 0, x = a[i];
  for (int j = 0; j < m; j++)
    {
      BODY (d)
    }
  return s;
}

static void
check (int n, int m, int d, const unsigned *c)
{
  for (int i = 0; i < n; i++)
    if (out[i] != ref_one (i, m, d, c))
      abort ();
}

static void
fill (void)
{
  for (int j = 0; j < M + 8; j++)
    cbuf[j] = j * 40503u + 7;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 2654435761u;
  fill ();
  far (N, cbuf);
  check (N, M, 5, cbuf);
  for (int m = 0; m <= M; m++)
    {
      unknown (N, m, cbuf);
      check (N, m, 1, cbuf);
    }
  call (N, cbuf);
  check (N, M, 1, cbuf);
  /* One lane, q one element past c: the stores hit c[1 .. 4], which
     the arm reads for j < 4; a[0]'s bits take the arm every other j.  */
  a[0] = 0x5a5a5a5au;
  for (int i = 0; i < 4; i++)
    {
      fill ();
      store (1, cbuf, cbuf + 1);
      unsigned s = 0, x = a[0];
      fill ();
      for (int j = 0; j < M; j++)
	{
	  if ((x >> (j & 31)) & 1)
	    {
	      cbuf[1 + ((x >> j) & 3)] = s;
	      s += cbuf[j + 1] * 3;
	    }
	  s ^= cbuf[j];
	}
      if (out[0] != s)
	abort ();
    }
  return 0;
}

/* far: the element is read by neither iteration.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: far: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* unknown: no last iteration to peel.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: unknown: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* call: may_exit () between the branch and the next iteration.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: call: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-sr: bb [0-9]+: not hoisted, nothing shows its element is read on every path from there: } 3 "qprop-sr" } } */
/* store: the unchecked copy keeps its load below the store.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-sr: bb [0-9]+: not hoisted, a statement before it in its block may change it: } 1 "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: store: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {hoisted to bb} "qprop-sr" } } */
