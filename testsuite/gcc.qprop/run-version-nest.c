/* Checks hoisted out of enclosing loops (version-nest.c): one check before
   a nest must cover every iteration of every loop in it. The kernels are a
   row stencil in a row loop (rows; down, whose row loop runs backwards;
   strides, whose input rows are s elements apart and output rows m apart),
   the 2-D five-point stencil (stencil2d), the 3-D seven-point one
   (heat3d), all checked once for the nest, and tri, whose inner trip count
   changes with the row so that it is checked per row. sweep runs a forward
   and a backward loop in each row, and stores and calls in the row loop
   itself (touch writes the input): each loop's check is computed once
   before the row loop, and only the loop itself is copied. skew's middle
   loop moves the references by k elements for the k of the outer loop, so
   the check covers the two inner loops and not the outer one, whose k it
   has not yet set. Each runs on one buffer with the output at offsets from
   far before the input to far after it: one element either side (within a
   row, iteration j writes what iteration j + 1 reads, or reads what
   iteration j + 1 writes), one row either side (an output row is an input
   row of the next or the previous outer iteration), half the grid after
   the input (out = in + n * n / 2: the output overlaps the input only in
   the second half of the outer iterations, so a check made for the first
   rows alone would pass), ending at the input's last element, and just
   past its end. A wrongly carried or hoisted value, or a check that
   covered only the first outer iteration, changes the result. Each is
   compared with the same loop nest at -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define ROWS(b, a, n, m)						\
  for (int i = 0; i < (n); i++)						\
    for (int j = 1; j < (m) - 1; j++)					\
      (b)[i * (m) + j] = ((a)[i * (m) + j - 1] + 2 * (a)[i * (m) + j]	\
			  + 3 * (a)[i * (m) + j + 1]) & 255;

#define DOWN(b, a, n, m)						\
  for (int i = (n) - 1; i >= 0; i--)					\
    for (int j = 1; j < (m) - 1; j++)					\
      (b)[i * (m) + j] = ((a)[i * (m) + j - 1] + 2 * (a)[i * (m) + j]	\
			  + 3 * (a)[i * (m) + j + 1]) & 255;

#define STRIDES(b, a, n, m, s)						\
  for (int i = 0; i < (n); i++)						\
    for (int j = 1; j < (m) - 1; j++)					\
      (b)[i * (m) + j] = ((a)[i * (s) + j - 1] + 2 * (a)[i * (s) + j]	\
			  + 3 * (a)[i * (s) + j + 1]) & 255;

#define TRI(b, a, n)							\
  for (int i = 0; i < (n); i++)						\
    for (int j = 1; j < i; j++)						\
      (b)[i * (n) + j] = ((a)[i * (n) + j - 1] + 2 * (a)[i * (n) + j]	\
			  + 3 * (a)[i * (n) + j + 1]) & 255;

#define SWEEP(b, a, n, m)						\
  for (int i = 0; i < (n); i++)						\
    {									\
      (b)[i * (m)] = (a)[i * (m)] & 255;				\
      touch ((a), i * (m));						\
      for (int j = 1; j < (m) - 1; j++)					\
	(b)[i * (m) + j] = ((a)[i * (m) + j - 1] + 2 * (a)[i * (m) + j]	\
			    + 3 * (a)[i * (m) + j + 1]) & 255;		\
      for (int j = (m) - 2; j >= 1; j--)				\
	{								\
	  (b)[i * (m) + j] = (5 * (b)[i * (m) + j + 1]			\
			      + (a)[i * (m) + j]) & 255;		\
	  (a)[i * (m) + j] = ((b)[i * (m) + j] + 1) & 255;		\
	}								\
    }

#define SKEW(b, a, n, m)						\
  for (int k = 0; k < (n); k++)						\
    for (int i = 0; i < 3; i++)						\
      for (int j = 1; j < (m) - 1; j++)					\
	(b)[i * k + j] = ((a)[i * k + j - 1] + 2 * (a)[i * k + j]	\
			  + 3 * (a)[i * k + j + 1]) & 255;

#define STENCIL2D(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    for (int j = 1; j < (n) - 1; j++)					\
      (b)[i * (n) + j] = ((a)[i * (n) + j] + 2 * (a)[i * (n) + j - 1]	\
			  + 3 * (a)[i * (n) + j + 1]			\
			  + 5 * (a)[(i - 1) * (n) + j]			\
			  - (a)[(i + 1) * (n) + j]) & 255;

#define HEAT3D(b, a, n)							\
  for (int i = 1; i < (n) - 1; i++)					\
    for (int j = 1; j < (n) - 1; j++)					\
      for (int k = 1; k < (n) - 1; k++)					\
	(b)[(i * (n) + j) * (n) + k]					\
	  = ((a)[(i * (n) + j) * (n) + k]				\
	     + 2 * (a)[(i * (n) + j) * (n) + k - 1]			\
	     + 3 * (a)[(i * (n) + j) * (n) + k + 1]			\
	     + 5 * (a)[(i * (n) + j - 1) * (n) + k]			\
	     + 7 * (a)[(i * (n) + j + 1) * (n) + k]			\
	     + 11 * (a)[((i - 1) * (n) + j) * (n) + k]			\
	     - (a)[((i + 1) * (n) + j) * (n) + k]) & 255;

#define KERNEL(NAME, PARAMS, BODY)					\
  __attribute__((noipa)) void NAME PARAMS { BODY }			\
  __attribute__((noipa, optimize ("O0"))) void ref_##NAME PARAMS { BODY }

/* A row loop's call that writes the input.  */
__attribute__((noipa)) void
touch (int *a, int i)
{
  a[i] = (a[i] * 7 + 1) & 255;
}

KERNEL (rows, (int *b, const int *a, int n, int m), ROWS (b, a, n, m))
KERNEL (down, (int *b, const int *a, int n, int m), DOWN (b, a, n, m))
KERNEL (strides, (int *b, const int *a, int n, int m, int s),
	STRIDES (b, a, n, m, s))
KERNEL (tri, (int *b, const int *a, int n), TRI (b, a, n))
KERNEL (sweep, (int *b, int *a, int n, int m), SWEEP (b, a, n, m))
KERNEL (skew, (int *b, const int *a, int n, int m), SKEW (b, a, n, m))
KERNEL (stencil2d, (int *b, const int *a, int n), STENCIL2D (b, a, n))
KERNEL (heat3d, (int *b, const int *a, int n), HEAT3D (b, a, n))

#define GRID 400
#define SIZE (5 * GRID)
#define IN (2 * GRID)
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

/* Offsets of the output from the input for a grid of R rows of M.  */
static int
offset (int k, int r, int m)
{
  static const int fixed[] = { -2 * GRID, -GRID / 2, -1, 0, 1, 2, GRID };
  const int nfixed = sizeof fixed / sizeof fixed[0];
  if (k < nfixed)
    return fixed[k];
  switch (k - nfixed)
    {
    case 0: return m;			/* one row after */
    case 1: return -m;			/* one row before */
    case 2: return m + 1;
    case 3: return m - 1;
    case 4: return r * m / 2;		/* half the grid after */
    case 5: return -r * m / 2;
    case 6: return r * m - 1;		/* the last element */
    case 7: return r * m + 1;		/* just past the end */
    case 8: return 2 * m;
    default: return 1 << 30;
    }
}

int
main (void)
{
  unsigned seed = 3;
  for (int n = 0; n <= 11; n++)
    for (int k = 0; offset (k, n, n) != 1 << 30; k++)
      {
	int a = IN, b = IN + offset (k, n, n);
	int m = n + 2, bm = IN + offset (k, n, m);

	fill (seed++);
	rows (got + bm, got + a, n, m);
	ref_rows (want + bm, want + a, n, m);
	compare ();

	fill (seed++);
	down (got + bm, got + a, n, m);
	ref_down (want + bm, want + a, n, m);
	compare ();

	for (int s = m - 2; s <= m + 2; s++)
	  {
	    fill (seed++);
	    strides (got + bm, got + a, n, m, s);
	    ref_strides (want + bm, want + a, n, m, s);
	    compare ();
	  }

	fill (seed++);
	sweep (got + bm, got + a, n, m);
	ref_sweep (want + bm, want + a, n, m);
	compare ();

	fill (seed++);
	skew (got + bm, got + a, n, m);
	ref_skew (want + bm, want + a, n, m);
	compare ();

	fill (seed++);
	tri (got + b, got + a, n);
	ref_tri (want + b, want + a, n);
	compare ();

	fill (seed++);
	stencil2d (got + b, got + a, n);
	ref_stencil2d (want + b, want + a, n);
	compare ();

	if (n <= 7)
	  {
	    /* The 3-D grid has n * n rows of n.  */
	    int b3 = IN + offset (k, n * n, n);
	    fill (seed++);
	    heat3d (got + b3, got + a, n);
	    ref_heat3d (want + b3, want + a, n);
	    compare ();
	  }
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: rows: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: down: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: strides: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: tri: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: sweep: .* versioned=2 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: skew: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: stencil2d: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: heat3d: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
