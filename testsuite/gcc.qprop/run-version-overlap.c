/* qprop-version's check at run time: the stencils of version-jacobi.c and
   version-three.c (and a backward one, a five-point one and one reading
   twice as fast as it writes), called on disjoint arrays and on arrays in
   one buffer at every offset from far before to far after: output ==
   input, output one element after the input (iteration i writes what
   iteration i + 1 reads as a[i], so carrying the a[i + 1] loaded at
   iteration i is wrong), one before (the five-point stencil reads a[i - 2]
   at i + 1 after iteration i wrote it), two and three apart, half way
   into it, one array inside the range of the other, and overlapping only
   at the ends.  Each result is compared with the same loop at -O0.
   Overlapping calls must run the unchecked copy: a carried value, a
   hoisted load or a vectorized load that the check wrongly allowed would
   change the result.  */
/* { dg-do run } */
/* Floating-point values grow past exactness in the overlapping cases: keep
   multiply-adds apart, as the -O0 reference does, where the target has
   FMA.  */
/* { dg-options "-ffp-contract=off -fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define N 64

/* The weights differ so that a value read from the wrong cell shows.  */
#define SMOOTH3(b, a, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (b)[i] = (a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1];

#define SMOOTH5(b, a, n)						\
  for (int i = 2; i < (n) - 2; i++)					\
    (b)[i] = (a)[i - 2] - (a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1]	\
	     + 5 * (a)[i + 2];

#define BACK3(b, a, n)							\
  for (int i = (n) - 2; i >= 1; i--)					\
    (b)[i] = (a)[i - 1] + 2 * (a)[i] + 3 * (a)[i + 1];

#define HALVE(b, a, n)							\
  for (int i = 0; i < (n); i++)						\
    (b)[i] = (a)[2 * i] + 2 * (a)[2 * i + 1] + 3 * (a)[2 * i + 2];

#define SWEEP(y, x, z, n)						\
  for (int i = 1; i < (n) - 1; i++)					\
    (y)[i] = (x)[i - 1] + 2 * (x)[i] + 3 * (x)[i + 1] + (z)[i] - 4 * (z)[i + 1];

__attribute__((noipa)) void
smooth3 (double *b, const double *a, int n)
{
  SMOOTH3 (b, a, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_smooth3 (double *b, const double *a, int n)
{
  SMOOTH3 (b, a, n)
}

__attribute__((noipa)) void
smooth5 (double *b, const double *a, int n)
{
  SMOOTH5 (b, a, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_smooth5 (double *b, const double *a, int n)
{
  SMOOTH5 (b, a, n)
}

__attribute__((noipa)) void
back3 (double *b, const double *a, int n)
{
  BACK3 (b, a, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_back3 (double *b, const double *a, int n)
{
  BACK3 (b, a, n)
}

__attribute__((noipa)) void
halve (double *b, const double *a, int n)
{
  HALVE (b, a, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_halve (double *b, const double *a, int n)
{
  HALVE (b, a, n)
}

__attribute__((noipa)) void
sweep (double *y, const double *x, const double *z, int n)
{
  SWEEP (y, x, z, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_sweep (double *y, const double *x, const double *z, int n)
{
  SWEEP (y, x, z, n)
}

/* Two copies of one buffer: the kernel runs on got, the reference on
   want; a and b are offsets into the buffer.  Values start as small
   integers; where the output feeds later iterations they grow, but with
   no product they stay far from overflow (no NaN, which would compare
   unequal to itself), and the additions are made in the same order by
   both (no -ffast-math).  */
#define SIZE (8 * N)
static double got[SIZE], want[SIZE];

static void
fill (unsigned seed)
{
  for (int i = 0; i < SIZE; i++)
    {
      seed = seed * 1103515245u + 12345u;
      got[i] = want[i] = (double) (int) ((seed >> 16) % 41) - 20;
    }
}

static void
compare (void)
{
  for (int i = 0; i < SIZE; i++)
    if (got[i] != want[i])
      abort ();
}

static const int lengths[] = { 0, 1, 2, 3, 4, 5, 6, 7, 9, 16, 31, N };

/* Offsets of the output from the input, in elements.  */
static const int offsets[] = { -3 * N, -N + 3, -N / 2, -5, -3, -2, -1, 0,
			       1, 2, 3, 5, N / 2, N - 3, N - 1, 3 * N };

int
main (void)
{
  unsigned seed = 1;
  for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++)
    for (unsigned o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
      {
	int n = lengths[l];
	int a = 4 * N, b = a + offsets[o];

	fill (seed++);
	smooth3 (got + b, got + a, n);
	ref_smooth3 (want + b, want + a, n);
	compare ();

	fill (seed++);
	smooth5 (got + b, got + a, n);
	ref_smooth5 (want + b, want + a, n);
	compare ();

	fill (seed++);
	back3 (got + b, got + a, n);
	ref_back3 (want + b, want + a, n);
	compare ();

	/* halve reads 2n + 1 elements: the output lies inside the input's
	   range for offsets 0 .. n + 1.  */
	fill (seed++);
	halve (got + b, got + a, n);
	ref_halve (want + b, want + a, n);
	compare ();

	/* The output against x, then against z, then both at once, and x
	   and z the same array.  */
	for (int k = 0; k < 4; k++)
	  {
	    int x = a, z = a + 2 * N, y = a - 2 * N;
	    if (k == 0)
	      y = x + offsets[o];
	    else if (k == 1)
	      y = z + offsets[o];
	    else if (k == 2)
	      y = x + offsets[o], z = x + 1;
	    else
	      z = x, y = x + offsets[o];
	    if (y < 0 || y + N > SIZE || z + N + 1 > SIZE)
	      continue;
	    fill (seed++);
	    sweep (got + y, got + x, got + z, n);
	    ref_sweep (want + y, want + x, want + z, n);
	    compare ();
	  }
      }

  /* Separate arrays, which the check lets the checked copy run on.  */
  static double in[N + 4], out[N + 4], out2[N + 4], zz[N + 4];
  for (int i = 0; i < N + 4; i++)
    in[i] = i % 7 - 3, zz[i] = i % 5 - 2, out[i] = out2[i] = -1;
  smooth3 (out, in, N);
  ref_smooth3 (out2, in, N);
  for (int i = 0; i < N + 4; i++)
    if (out[i] != out2[i])
      abort ();
  sweep (out, in, zz, N);
  ref_sweep (out2, in, zz, N);
  for (int i = 0; i < N + 4; i++)
    if (out[i] != out2[i])
      abort ();
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: smooth3: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: smooth5: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: back3: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: halve: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: sweep: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
