/* Invariant loads that a versioned loop may hoist only when the check
   passed (version-invariant.c): out[i] = in[i] * *s with s pointing
   before, into, at the end of and past out, and into in.  When s points
   into out[0 .. n), the store out[i] with i == s - out overwrites *s, and
   every later iteration must use the new value: a load hoisted out of the
   loop would keep the old one.  scale2 has two invariants, one of them a
   stencil's neighbour: *t may be in[] (only read, allowed) while *s is in
   out[].  Each result is compared with the same loop at -O0.  */
/* { dg-do run } */
/* Floating-point values grow past exactness in the overlapping cases: keep
   multiply-adds apart, as the -O0 reference does, where the target has
   FMA.  */
/* { dg-options "-ffp-contract=off -fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define N 40

#define SCALE(out, in, s, n)						\
  for (int i = 0; i < (n); i++)						\
    (out)[i] = (in)[i] * *(s) + 1;

#define SCALE2(out, in, s, t, n)					\
  for (int i = 1; i < (n) - 1; i++)					\
    (out)[i] = (in)[i - 1] - 2 * (in)[i + 1] + *(s) * 3 - *(t);

#define DSCALE(out, in, s, n)						\
  for (int i = 0; i < (n); i++)						\
    (out)[i] = (in)[i] * *(s) - 0.5;

__attribute__((noipa)) void
scale (int *out, const int *in, const int *s, int n)
{
  SCALE (out, in, s, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_scale (int *out, const int *in, const int *s, int n)
{
  SCALE (out, in, s, n)
}

__attribute__((noipa)) void
scale2 (int *out, const int *in, const int *s, const int *t, int n)
{
  SCALE2 (out, in, s, t, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_scale2 (int *out, const int *in, const int *s, const int *t, int n)
{
  SCALE2 (out, in, s, t, n)
}

__attribute__((noipa)) void
dscale (double *out, const double *in, const double *s, int n)
{
  DSCALE (out, in, s, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_dscale (double *out, const double *in, const double *s, int n)
{
  DSCALE (out, in, s, n)
}

/* One buffer each for the kernel (got) and the reference (want): out at
   OUT, in at IN, invariants anywhere.  */
#define SIZE (4 * N)
#define OUT N
#define IN (3 * N)
static int got[SIZE], want[SIZE];
static double dgot[SIZE], dwant[SIZE];

static void
fill (unsigned seed)
{
  for (int i = 0; i < SIZE; i++)
    {
      seed = seed * 1103515245u + 12345u;
      got[i] = want[i] = (int) ((seed >> 16) % 9) - 4;
      dgot[i] = dwant[i] = got[i] * 0.25;
    }
}

static void
compare (void)
{
  for (int i = 0; i < SIZE; i++)
    if (got[i] != want[i] || dgot[i] != dwant[i])
      abort ();
}

static const int lengths[] = { 0, 1, 2, 3, 5, 8, 17, N };

/* Where *s lies: before out, its first element, inside, its last
   possible element, just past it, and in in[].  */
static const int places[] = { 0, OUT - 1, OUT, OUT + 1, OUT + 2, OUT + 7,
			      OUT + N / 2, OUT + N - 1, OUT + N, IN, IN + 3,
			      SIZE - 1 };

int
main (void)
{
  unsigned seed = 5;
  for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++)
    for (unsigned p = 0; p < sizeof places / sizeof places[0]; p++)
      {
	int n = lengths[l], s = places[p];

	fill (seed++);
	scale (got + OUT, got + IN, got + s, n);
	ref_scale (want + OUT, want + IN, want + s, n);
	dscale (dgot + OUT, dgot + IN, dgot + s, n);
	ref_dscale (dwant + OUT, dwant + IN, dwant + s, n);
	compare ();

	for (unsigned q = 0; q < sizeof places / sizeof places[0]; q++)
	  {
	    int t = places[q];
	    fill (seed++);
	    scale2 (got + OUT, got + IN, got + s, got + t, n);
	    ref_scale2 (want + OUT, want + IN, want + s, want + t, n);
	    compare ();
	  }

	/* in overlapping out as well.  */
	fill (seed++);
	scale (got + OUT, got + OUT + 1, got + s, n);
	ref_scale (want + OUT, want + OUT + 1, want + s, n);
	compare ();
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: scale: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: scale2: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: dscale: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
