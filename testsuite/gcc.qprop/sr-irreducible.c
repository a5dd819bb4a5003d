/* Scalar replacement in irreducible cycles: loops built with goto that
   are entered both at `top' and at `mid', so no block of the cycle
   dominates the others and GCC's loop tree has no loop for them.  The
   entry taken depends on a runtime value (e & 1, or b[r] & 1) that is
   unrelated to the trip count, so GCC cannot thread it away.

   Checked with GCC 12.2 at -O2 -fno-tree-vectorize
   -fno-predictive-commoning (-fdump-tree-pre-all, -fdump-tree-no_loop-all,
   -fdump-tree-cunroll-all): in every function below the three blocks of
   the cycle (top, mid, and the block of i++ on the back edge) carry the
   IRREDUCIBLE_LOOP flag at pre and still at the late passes; the cycle is
   never made into a natural loop.

   Note 1: the first three functions contain no natural loop at all, so
   GCC skips its whole loop pipeline for them (number_of_loops == 1: the
   "no_loop" pass runs instead of ch_vect ... vect, pcom, cunroll, ivopts).
   A pass placed inside that pipeline (after vect or pcom) never runs on
   them.  irreducible_in_loop puts the same kind of cycle inside an outer
   natural loop, so that the loop pipeline does run.

   Note 2: GCC's own PRE (on at -O2) already carries the value in the
   distance-1 shape of `irreducible' (and of the same shape inside a
   loop): it loads a[0] on the top entry and feeds top's a[i] from a PHI
   of mid's a[i+1] (prephitmp_ in the pre dump).  So in `irreducible'
   qprop-sr finds the reuse already done.  The other functions are shapes
   GCC's PRE does not touch (two iterations apart, or a stored value).

     irreducible          i = 0; if (e & 1) goto mid;
                          top: s += a[i] * 2;
                          mid: s += a[i+1]; i++; if (i < n) goto top;
                          a[i] at top is the a[i+1] loaded at mid on the
                          previous trip around (distance 1); on the top
                          entry it is a[0].

     irreducible_dist2    i = 1; if (e & 1) goto mid;
                          top: s += a[i-1] * 2;
                          mid: s += a[i+1]; i++; if (i < n) goto top;
                          a[i-1] at top is the a[i+1] loaded at mid two
                          trips earlier (distance 2); the first values,
                          a[0] and a[1], are needed on both entries (a[1]
                          is never loaded by the cycle itself when it is
                          entered at mid); they are constant offsets inside
                          a global array, so loading them cannot fault.

     irreducible_store    i = 0; if (e & 1) goto mid;
                          top: a[i+1] = s & 0xff;
                          mid: s += a[i] * 3 + 1; i++; if (i < n) goto top;
                          a[i] at mid is the value stored as a[i+1] at top
                          on the previous trip (distance 1, forwarded); on
                          the first trip, whichever the entry, it is a[0].
                          The store at top of the same trip is to another
                          element.  The load of a[] at mid goes; the store
                          stays.

     irreducible_in_loop  for (r = 0; r < m; r++) { the cycle of
                          irreducible_dist2, entered at mid when b[r] is
                          odd; h = h * 31; }
                          Distance 2 inside the irreducible cycle; the cycle
                          sits in a natural loop (see note 1).

   Expected: only irreducible_in_loop is transformed.  qprop-sr sits in
   GCC's loop pipeline, which functions without a natural loop skip (note
   1), so the other three get no qprop-sr dump at all; their run tests
   still check them at every optimization level.  Inside the cycle the
   reuse is one trip back (distance=1): GCC's PRE has already carried part
   of the address (prephitmp_), and the cycle is entered on two edges, each
   getting its own first values (3 insertions, 3 PHIs).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

/* The cycles read a[0] ... a[max (n, 2)] and store up to a[max (n, 1)].  */
unsigned a[N + 2], b[N];

__attribute__((noipa)) unsigned
irreducible (int n, int e)
{
  int i = 0;
  unsigned s = 0;
  if (e & 1)
    goto mid;
top:
  s += a[i] * 2u;
mid:
  s += a[i + 1];
  i++;
  if (i < n)
    goto top;
  return s;
}

__attribute__((noipa)) unsigned
irreducible_dist2 (int n, int e)
{
  int i = 1;
  unsigned s = 0;
  if (e & 1)
    goto mid;
top:
  s += a[i - 1] * 2u;
mid:
  s += a[i + 1];
  i++;
  if (i < n)
    goto top;
  return s;
}

__attribute__((noipa)) unsigned
irreducible_store (int n, int e)
{
  int i = 0;
  unsigned s = 0;
  if (e & 1)
    goto mid;
top:
  a[i + 1] = s & 0xffu;
mid:
  s += a[i] * 3u + 1u;
  i++;
  if (i < n)
    goto top;
  return s;
}

__attribute__((noipa)) unsigned
irreducible_in_loop (int n, int m)
{
  unsigned h = 0;
  for (int r = 0; r < m; r++)
    {
      int i = 1;
      if (b[r] & 1)
	goto mid;
    top:
      h += a[i - 1] * 2u;
    mid:
      h += a[i + 1];
      i++;
      if (i < n)
	goto top;
      h = h * 31u;
    }
  return h;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: irreducible_in_loop: .* replaced=1 insertions=3 phis=3 carried=3 dropped=0 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {qprop-sr: bb [0-9]+: [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr:   replaced: distance=1 [^\n]*\n(?:(?!;; Function|qprop-sr(?!: loop))[^\n]*\n)*qprop-sr: irreducible_in_loop: } "qprop-sr" } } */
