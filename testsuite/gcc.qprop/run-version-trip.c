/* The check's ranges at the edges of the trip count: the three-point
   stencil run 0, 1, 2, 3, 4, 5 and many (5000) times, from bounds that are
   not 0, with the counter going up (fwd), down (back), down by two
   (back2), as an unsigned long (ulong_fwd), as a pointer (ptrs), in a
   do-while loop that runs at least once (dowhile), and with an unsigned
   char counter that wraps round (ucwrap: its addresses jump back from
   b[255] to b[0], which no range check can describe; qprop-version leaves
   it alone, and it must still run right). Each runs on one buffer with the
   output at offsets from far before the input to far after it, the near
   ones overlapping the input so that a value carried across iterations or
   a too short range (one iteration missing at either end, or the size of
   the last element) changes the result. Each is compared with the same
   loop at -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define FWD(b, a, lo, hi)						\
  for (int i = (lo); i < (hi); i++)					\
    (b)[i] = ((a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]) & 255;

#define BACK(b, a, hi, lo)						\
  for (int i = (hi); i > (lo); i--)					\
    (b)[i] = ((a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]) & 255;

#define BACK2(b, a, hi, lo)						\
  for (int i = (hi); i >= (lo); i -= 2)					\
    (b)[i] = ((a)[i + 2] + 2 * (a)[i] + 3 * (a)[i - 2]) & 255;

#define ULONG_FWD(b, a, lo, hi)						\
  for (unsigned long i = (lo); i < (hi); i++)				\
    (b)[i] = ((a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]) & 255;

#define PTRS(q, p, end)							\
  for (; (p) < (end); (p)++, (q)++)					\
    *(q) = ((p)[-1] + 2 * (p)[0] + 3 * (p)[1]) & 255;

#define DOWHILE(b, a, lo, hi)						\
  {									\
    int i = (lo);							\
    do									\
      {									\
	(b)[i] = ((a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]) & 255;	\
	i++;								\
      }									\
    while (i < (hi));							\
  }

#define WRAP(T, b, a, s, e)						\
  for (T k = (s); k != (e); k++)					\
    (b)[k] = ((a)[k] + 2 * (a)[k + 1] + 3 * (a)[k + 2]) & 255;

#define KERNEL(NAME, PARAMS, BODY)					\
  __attribute__((noipa)) void NAME PARAMS { BODY }			\
  __attribute__((noipa, optimize ("O0"))) void ref_##NAME PARAMS { BODY }

KERNEL (fwd, (int *b, const int *a, int lo, int hi), FWD (b, a, lo, hi))
KERNEL (back, (int *b, const int *a, int hi, int lo), BACK (b, a, hi, lo))
KERNEL (back2, (int *b, const int *a, int hi, int lo), BACK2 (b, a, hi, lo))
KERNEL (ulong_fwd, (int *b, const int *a, unsigned long lo, unsigned long hi),
	ULONG_FWD (b, a, lo, hi))
KERNEL (ptrs, (int *q, const int *p, const int *end), PTRS (q, p, end))
KERNEL (dowhile, (int *b, const int *a, int lo, int hi),
	DOWHILE (b, a, lo, hi))
KERNEL (ucwrap, (int *b, const int *a, unsigned char s, unsigned char e),
	WRAP (unsigned char, b, a, s, e))

#define LARGE 5000
#define ROOM 12000
#define SIZE (3 * ROOM)
#define IN ROOM
static int got[SIZE], want[SIZE];

static void
fill (unsigned seed)
{
  for (int i = 0; i < SIZE; i++)
    {
      seed = seed * 1103515245u + 12345u;
      got[i] = want[i] = (int) ((seed >> 16) % 256);
    }
}

static void
compare (void)
{
  for (int i = 0; i < SIZE; i++)
    if (got[i] != want[i])
      abort ();
}

static const int trips[] = { 0, 1, 2, 3, 4, 5, LARGE };
static const int offsets[] = { -ROOM + 8, -LARGE / 2, -4, -3, -2, -1, 0,
			       1, 2, 3, 4, LARGE / 2, LARGE - 1, ROOM - 8 };
#define NOFF (sizeof offsets / sizeof offsets[0])

int
main (void)
{
  unsigned seed = 9;
  int *ga = got + IN, *wa = want + IN;
  for (unsigned t = 0; t < sizeof trips / sizeof trips[0]; t++)
    for (unsigned o = 0; o < NOFF; o++)
      {
	int n = trips[t], d = offsets[o];
	int *gb = ga + d, *wb = wa + d;

	/* Bounds that start at 1, 7 and -5.  */
	for (int lo = -5; lo <= 7; lo += 6)
	  {
	    fill (seed++);
	    fwd (gb, ga, lo, lo + n);
	    ref_fwd (wb, wa, lo, lo + n);
	    compare ();

	    fill (seed++);
	    back (gb, ga, lo + n, lo);
	    ref_back (wb, wa, lo + n, lo);
	    compare ();

	    fill (seed++);
	    back2 (gb, ga, lo + 2 * n, lo + 2);
	    ref_back2 (wb, wa, lo + 2 * n, lo + 2);
	    compare ();

	    if (n > 0)
	      {
		fill (seed++);
		dowhile (gb, ga, lo, lo + n);
		ref_dowhile (wb, wa, lo, lo + n);
		compare ();
	      }
	  }

	fill (seed++);
	ulong_fwd (gb, ga, 1, 1 + (unsigned long) n);
	ref_ulong_fwd (wb, wa, 1, 1 + (unsigned long) n);
	compare ();

	fill (seed++);
	ptrs (gb + 2, ga + 1, ga + 1 + n);
	ref_ptrs (wb + 2, wa + 1, wa + 1 + n);
	compare ();

	/* A counter that wraps: from 256 - h round to h.  */
	if (n <= 200)
	  {
	    int h = n / 2 + 1;
	    fill (seed++);
	    ucwrap (gb, ga, (unsigned char) -h, (unsigned char) h);
	    ref_ucwrap (wb, wa, (unsigned char) -h, (unsigned char) h);
	    compare ();
	  }
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: fwd: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: back: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: back2: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: ulong_fwd: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: ptrs: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: dowhile: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
