/* qprop-version's ranges for elements of every size: the three-point
   stencil over int, short, signed char, unsigned char, long long and
   float, and over members of an array of structs (p[i].x from
   q[i - 1].x, q[i].x and q[i + 1].x, the same member on both sides, so
   that a group's references are 4 bytes wide and 8 apart; and p[i].x
   from q[i - 1].x, q[i].y and q[i + 1].x).  Each runs on one buffer with
   the output at offsets from far before the input (disjoint) through
   one element before, the input itself and one element after (iteration
   i writes what iteration i + 1 reads as a[i], which must not be carried
   from iteration i) to far after (disjoint).  A check that measured a
   range in elements instead of bytes, or left out the last element's
   size, would let a small-element overlap through.  Each result is
   compared with the same loop at -O0.  */
/* { dg-do run } */
/* Floating-point values grow past exactness in the overlapping cases: keep
   multiply-adds apart, as the -O0 reference does, where the target has
   FMA.  */
/* { dg-options "-ffp-contract=off -fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define N 48
#define SIZE (6 * N)
#define BASE (3 * N)

/* Masking keeps the values small and the arithmetic free of overflow.  */
#define STENCIL(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (b)[i] = ((a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]) & 63;

#define FSTENCIL(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (b)[i] = (a)[i - 1] + 2 * (a)[i] - (a)[i + 1];

struct P { int x; int y; };

#define MSTENCIL(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (b)[i].x = ((a)[i - 1].x + 2 * (a)[i].x + 3 * (a)[i + 1].x) & 63;

/* Both members read through a, one written through b.  */
#define MSTENCIL2(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (b)[i].x = ((a)[i - 1].x + 2 * (a)[i].y + 3 * (a)[i + 1].x) & 63;

/* The kernel, its reference at -O0, a buffer pair and a driver that
   calls both at every length and offset.  */
#define TYPE_TEST(T, NAME, BODY, INIT)					\
  __attribute__((noipa)) void						\
  NAME (T *b, const T *a, int n)					\
  {									\
    BODY (b, a, n)							\
  }									\
									\
  __attribute__((noipa, optimize ("O0"))) void				\
  ref_##NAME (T *b, const T *a, int n)					\
  {									\
    BODY (b, a, n)							\
  }									\
									\
  static T got_##NAME[SIZE], want_##NAME[SIZE];				\
									\
  static void								\
  run_##NAME (int b, int a, int n, unsigned seed)			\
  {									\
    for (int i = 0; i < SIZE; i++)					\
      {									\
	seed = seed * 1103515245u + 12345u;				\
	int v = (int) ((seed >> 16) % 64) - 16;				\
	INIT (got_##NAME[i], v);					\
	INIT (want_##NAME[i], v);					\
      }									\
    NAME (got_##NAME + b, got_##NAME + a, n);				\
    ref_##NAME (want_##NAME + b, want_##NAME + a, n);			\
    if (__builtin_memcmp (got_##NAME, want_##NAME,			\
			  sizeof got_##NAME) != 0)			\
      abort ();								\
  }

#define SET(lv, v) ((lv) = (v))
#define SETP(lv, v) ((lv).x = (v), (lv).y = -(v))

TYPE_TEST (int, st_int, STENCIL, SET)
TYPE_TEST (short, st_short, STENCIL, SET)
TYPE_TEST (signed char, st_schar, STENCIL, SET)
TYPE_TEST (unsigned char, st_uchar, STENCIL, SET)
TYPE_TEST (long long, st_llong, STENCIL, SET)
TYPE_TEST (float, st_float, FSTENCIL, SET)
TYPE_TEST (struct P, st_member, MSTENCIL, SETP)
TYPE_TEST (struct P, st_members, MSTENCIL2, SETP)

static const int lengths[] = { 0, 1, 2, 3, 4, 7, 16, N };
static const int offsets[] = { -2 * N, -N + 2, -4, -2, -1, 0, 1, 2, 3, 4,
			       N / 3, N - 2, 2 * N };

int
main (void)
{
  unsigned seed = 11;
  for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++)
    for (unsigned o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
      {
	int n = lengths[l], a = BASE, b = BASE + offsets[o];
	run_st_int (b, a, n, seed++);
	run_st_short (b, a, n, seed++);
	run_st_schar (b, a, n, seed++);
	run_st_uchar (b, a, n, seed++);
	run_st_llong (b, a, n, seed++);
	run_st_float (b, a, n, seed++);
	run_st_member (b, a, n, seed++);
	run_st_members (b, a, n, seed++);
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_int: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_short: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_schar: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_uchar: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_llong: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_float: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_member: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: st_members: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
