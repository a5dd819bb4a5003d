/* Splices that must not be made.  Each function loads vectors at p-1,
   p and p+1 (two doubles a vector, written with GCC's vector extensions
   so that what lies between the loads is the test's own choice), where
   p[0..1] would be VEC_PERM_EXPR <p[-1..0], p[1..2], { 1, 2 }> but for
   something between or about the loads.

     alias_store   lo; *r = x; mid; hi: r may point into p[-1..2] (the
		   run passes r = p - 1 ... p + 3), so mid and hi read
		   another memory state than lo: no group of three.
     alias_store2  lo; hi; *r = x; mid: lo and hi read one state, mid
		   another: splicing mid from lo and hi would read the
		   bytes from before the store.
     vol_all       all three through a volatile vector pointer: no
		   candidates at all.
     vol_mid       only mid volatile: the volatile access must stay a
		   load, and the other two make no group.
     const_call    lo; mid; x = cf (x); hi: hi must move up to mid, past
		   a call to a const function, which has no virtual operand
		   (all three loads read one state), but a call may not
		   return (exit, longjmp, an endless loop), and hi would then
		   be loaded where the program did not load it: the dump
		   says hi cannot be moved up, and mid stays a load.
     pure_call     the same with a pure function (it reads memory, so it
		   has a virtual use, and writes none, so the state is the
		   same).
     atomic_store  lo; mid; __atomic_store_n (flag, 1, release); hi: the
		   atomic store is a store (a call with a virtual
		   definition), so hi reads another state.
     fence         lo; mid; __atomic_thread_fence (acquire); hi: likewise.
     bytes_off     loads at p-1, (char *) p + 4 and p+1: 12 and 4 bytes
		   from the others, not a whole number of doubles, so no
		   lane of the middle load is a lane of theirs.
     bytes_mixed   loads at p-1, p, (char *) p + 4 and p+1: p lines up
		   and is spliced, the one at p + 4 bytes does not and stays.
     two_bases     the vectorizer's loads of p[i-1], q[i] and p[i+1]: q
		   may equal p or not; the addresses are over different
		   leaves, so the three are no group.

   And for contrast:

     call_after    lo; mid; hi; x = cf (x): the call is after hi, which
		   moves up to mid past nothing: spliced.

   Each is run, with r, flag and q pointing into the loaded elements
   where they can, and compared with scalar sums.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-qprop-passes=qprop-splice -fplugin-arg-qprop-dump=qprop-splice" } */

extern void abort (void);

typedef double v2du __attribute__ ((vector_size (16), aligned (8)));
typedef volatile v2du vv2du;

#define LO (*(const v2du *) (p - 1))
#define MID (*(const v2du *) p)
#define HI (*(const v2du *) (p + 1))
#define COMBINE(lo, mid, hi) ((lo) + 2 * (mid) + 4 * (hi))

__attribute__ ((noipa)) void
alias_store (v2du *out, const double *p, double *r, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      *r = lo[0] + 1;
      v2du mid = MID;
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
alias_store2 (v2du *out, const double *p, double *r, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du hi = HI;
      *r = hi[1] + 1;
      v2du mid = MID;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
vol_all (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const vv2du *) (p - 1);
      v2du mid = *(const vv2du *) p;
      v2du hi = *(const vv2du *) (p + 1);
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
vol_mid (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = *(const vv2du *) p;
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((const, noinline)) double
cf (double x)
{
  return x * 0.5 + 1;
}

double pure_state = 3;

__attribute__ ((pure, noinline)) double
pf (double x)
{
  return x * 0.5 + pure_state;
}

__attribute__ ((noipa)) void
const_call (v2du *out, const double *p, int n)
{
  double x = 1;
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      x = cf (x + mid[1]);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi) + x;
    }
}

__attribute__ ((noipa)) void
pure_call (v2du *out, const double *p, int n)
{
  double x = 1;
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      x = pf (x + mid[1]);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi) + x;
    }
}

__attribute__ ((noipa)) void
call_after (v2du *out, const double *p, int n)
{
  double x = 1;
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      v2du hi = HI;
      x = cf (x + hi[1]);
      out[i] = COMBINE (lo, mid, hi) + x;
    }
}

__attribute__ ((noipa)) void
atomic_store (v2du *out, const double *p, long *flag, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      __atomic_store_n (flag, i, __ATOMIC_RELEASE);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
fence (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      __atomic_thread_fence (__ATOMIC_ACQUIRE);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
bytes_off (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = *(const v2du *) ((const char *) p + 4);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi);
    }
}

__attribute__ ((noipa)) void
bytes_mixed (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = LO;
      v2du mid = MID;
      v2du odd = *(const v2du *) ((const char *) p + 4);
      v2du hi = HI;
      out[i] = COMBINE (lo, mid, hi) + odd;
    }
}

__attribute__ ((noipa)) void
two_bases (double *out, const double *p, const double *q, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = p[i - 1] + 2 * q[i] + 4 * p[i + 1];
}

#define N 40
#define ROWS 8

static double buf[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    buf[i] = i * 0.75 - 5;
}

/* The lane K of row I at P.  */
static double
lane (const double *p, int i, int k)
{
  const double *c = p + 2 * i + k;
  return c[-1] + 2 * c[0] + 4 * c[1];
}

static void
check_rows (const v2du *out, const double *p, int rows, double extra)
{
  for (int i = 0; i < rows; i++)
    for (int k = 0; k < 2; k++)
      if (out[i][k] != lane (p, i, k) + extra)
	abort ();
}

int
main (void)
{
  v2du out[ROWS];
  double *p = buf + 3;

  /* r inside the elements loaded, and the results against the loads
     done in the order written.  */
  for (int roff = -1; roff <= 3; roff++)
    for (int late = 0; late < 2; late++)
      {
	double copy[N], *rc = copy + (p - buf) + roff;
	fill ();
	for (int i = 0; i < N; i++)
	  copy[i] = buf[i];
	if (late)
	  alias_store2 (out, p, p + roff, ROWS);
	else
	  alias_store (out, p, p + roff, ROWS);
	for (int i = 0; i < ROWS; i++)
	  {
	    const double *c = copy + (p - buf) + 2 * i;
	    double lo0 = c[-1], lo1 = c[0], hi0, hi1;
	    if (late)
	      {
		hi0 = c[1], hi1 = c[2];
		*rc = hi1 + 1;
	      }
	    else
	      *rc = lo0 + 1;
	    double m0 = c[0], m1 = c[1];
	    if (!late)
	      hi0 = c[1], hi1 = c[2];
	    if (out[i][0] != lo0 + 2 * m0 + 4 * hi0
		|| out[i][1] != lo1 + 2 * m1 + 4 * hi1)
	      abort ();
	  }
	for (int i = 0; i < N; i++)
	  if (buf[i] != copy[i])
	    abort ();
      }

  fill ();
  vol_all (out, p, ROWS);
  check_rows (out, p, ROWS, 0);
  vol_mid (out, p, ROWS);
  check_rows (out, p, ROWS, 0);

  {
    double x = 1;
    const_call (out, p, ROWS);
    for (int i = 0; i < ROWS; i++)
      {
	x = x * 0.5 + 1 + p[2 * i + 1] * 0.5;
	for (int k = 0; k < 2; k++)
	  if (out[i][k] != lane (p, i, k) + x)
	    abort ();
      }
    x = 1;
    pure_call (out, p, ROWS);
    for (int i = 0; i < ROWS; i++)
      {
	x = (x + p[2 * i + 1]) * 0.5 + pure_state;
	for (int k = 0; k < 2; k++)
	  if (out[i][k] != lane (p, i, k) + x)
	    abort ();
      }
    x = 1;
    call_after (out, p, ROWS);
    for (int i = 0; i < ROWS; i++)
      {
	x = (x + p[2 * i + 2]) * 0.5 + 1;
	for (int k = 0; k < 2; k++)
	  if (out[i][k] != lane (p, i, k) + x)
	    abort ();
      }
  }

  {
    long flag = -1;
    atomic_store (out, p, &flag, ROWS);
    check_rows (out, p, ROWS, 0);
    if (flag != ROWS - 1)
      abort ();
  }
  fence (out, p, ROWS);
  check_rows (out, p, ROWS, 0);

  bytes_off (out, p, ROWS);
  for (int i = 0; i < ROWS; i++)
    {
      v2du mid = *(const v2du *) ((const char *) (p + 2 * i) + 4);
      for (int k = 0; k < 2; k++)
	if (out[i][k] != p[2 * i + k - 1] + 2 * mid[k] + 4 * p[2 * i + k + 1])
	  abort ();
    }
  bytes_mixed (out, p, ROWS);
  for (int i = 0; i < ROWS; i++)
    {
      v2du odd = *(const v2du *) ((const char *) (p + 2 * i) + 4);
      for (int k = 0; k < 2; k++)
	if (out[i][k] != lane (p, i, k) + odd[k])
	  abort ();
    }

  for (int d = 0; d < 3; d++)
    {
      double o[N];
      fill ();
      two_bases (o, buf + 2, buf + 2 + d, 30);
      for (int i = 1; i < 29; i++)
	if (o[i] != buf[2 + i - 1] + 2 * buf[2 + d + i] + 4 * buf[2 + i + 1])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-splice: alias_store: candidates=3 groups=0 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: alias_store2: candidates=3 groups=0 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: vol_all: candidates=0 groups=0 spliced=0 } "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: vol_mid: candidates=2 groups=0 spliced=0 } "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, a load it needs comes later and cannot be moved up to it: [^ ]+ = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice: const_call: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=1 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, a load it needs comes later and cannot be moved up to it: [^ ]+ = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice: pure_call: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=1 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: mid_[0-9]+ = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice:   now mid_[0-9]+ = VEC_PERM_EXPR <lo_[0-9]+, [^ ]+, \{ 1, 2 \}>;\nqprop-splice: call_after: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: atomic_store: candidates=3 groups=0 spliced=0 } "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: fence: candidates=3 groups=0 spliced=0 } "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bytes_off: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: mid_[0-9]+ = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice:   now mid_[0-9]+ = VEC_PERM_EXPR <lo_[0-9]+, hi_[0-9]+, \{ 1, 2 \}>;\nqprop-splice: bytes_mixed: candidates=4 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: two_bases: candidates=3 groups=0 spliced=0 } "qprop-splice" } } */
/* Nothing else is spliced: two in all, mid in call_after and in
   bytes_mixed.  */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice:   now } 2 "qprop-splice" } } */
/* { dg-final { scan-tree-dump-not {now odd_} "qprop-splice" } } */
