/* qprop-splice on the 3-point stencil of its opening comment, and
   qprop-sr's unrolling of the vector loop that predictive commoning then
   carries.

     st_ptr     out[i] = 0.25 * in[i-1] + 0.5 * in[i] + 0.25 * in[i+1]
		over plain pointers.  The vectorizer loads in[i-1..i],
		in[i..i+1] and in[i+1..i+2] (two doubles a vector) in one
		block with one memory state; the middle one becomes
		VEC_PERM_EXPR <lo, hi, { 1, 2 }>, and hi, which comes after
		it, is moved up to it.  The stores through out may write
		in[], so predictive commoning carries nothing here, and
		qprop-sr has nothing to unroll.
     st_static  the same stencil over global arrays: predictive commoning
		carries hi into the next iteration's lo, so the header
		PHI and its latch value feed the one permutation, and
		qprop-sr unrolls the loop by 2 so that the two rotate
		without a copy.

   The run checks both against the same stencil built at -O0 (no
   vectorizer, hence no qprop-splice) for every trip count from 0 to 40,
   which covers the vector loop's remainder and the unrolled loop's odd
   trips, at several misalignments of in and out (the splice must not
   depend on the alignment of the loads), and, for st_ptr, with out
   overlapping in (the vectorizer's alias check then takes the scalar
   loop, and the result must still be the sequential one).

   The dump scans assume x86-64's default 16-byte vectors.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-qprop-passes=qprop-splice,qprop-sr -fplugin-arg-qprop-dump=qprop-splice,qprop-sr" } */

extern void abort (void);

#define N 48
#define PAD 8

double a[N], b[N];

__attribute__((noipa)) void
st_ptr (double *out, const double *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}

__attribute__((noipa)) void
st_static (int n)
{
  for (int i = 1; i < n - 1; i++)
    b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
}

__attribute__((noipa, optimize ("O0"))) void
ref (double *out, const double *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}

static double buf[N + 2 * PAD], want[N + 2 * PAD];

static void
fill (double *v, int len, int seed)
{
  for (int i = 0; i < len; i++)
    v[i] = (double) ((i * 37 + seed * 11) % 101) - 50.0 + 0.125 * (i % 7);
}

static void
check (const double *got, const double *exp, int len)
{
  for (int i = 0; i < len; i++)
    if (got[i] != exp[i])
      abort ();
}

int
main (void)
{
  double in[N + PAD], out[N + PAD], rout[N + PAD];

  for (int n = 0; n <= 40; n++)
    {
      /* Disjoint arrays, each at several misalignments.  */
      for (int oi = 0; oi < 4; oi++)
	for (int oo = 0; oo < 4; oo++)
	  {
	    fill (in, N + PAD, n + oi);
	    fill (out, N + PAD, 3 * n + oo + 1);
	    for (int i = 0; i < N + PAD; i++)
	      rout[i] = out[i];
	    st_ptr (out + oo, in + oi, n);
	    ref (rout + oo, in + oi, n);
	    check (out, rout, N + PAD);
	  }

      /* out overlapping in, in place and shifted either way.  */
      for (int k = -3; k <= 3; k++)
	{
	  fill (buf, N + 2 * PAD, n - k);
	  for (int i = 0; i < N + 2 * PAD; i++)
	    want[i] = buf[i];
	  st_ptr (buf + PAD + k, buf + PAD, n);
	  ref (want + PAD + k, want + PAD, n);
	  check (buf, want, N + 2 * PAD);
	}

      /* The global arrays.  */
      fill (a, N, n);
      fill (b, N, n + 5);
      for (int i = 0; i < N; i++)
	rout[i] = b[i];
      st_static (n);
      ref (rout, a, n);
      check (b, rout, N);
    }
  return 0;
}

/* The middle load, and only it, in each function.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: vect_[^ ]* = MEM <const vector\(2\) double> [^\n]*\nqprop-splice:   now vect_[^ ]* = VEC_PERM_EXPR <vect_[^,]*, vect_[^,]*, \{ 1, 2 \}>;\n(?:(?!;; Function)[^\n]*\n)*qprop-splice: st_ptr: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: vect_[^ ]* = MEM <vector\(2\) double> [^\n]*\nqprop-splice:   now vect_[^ ]* = VEC_PERM_EXPR <vect_[^,]*, vect_[^,]*, \{ 1, 2 \}>;\n(?:(?!;; Function)[^\n]*\n)*qprop-splice: st_static: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice:   now } 2 "qprop-splice" { target x86_64-*-* } } } */
/* qprop-sr unrolls st_static's loop, and only it.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: 1 vector carried by GCC's passes feeds a permutation with its successor\n(?:(?!;; Function|qprop-sr)[^\n]*\n)*qprop-sr: loop [0-9]+: unrolled 2 times, [^\n]*\nqprop-sr: st_static: .* unrolled=1 not-unrolled=0$} "qprop-sr" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: st_ptr: .* unrolled=0 } "qprop-sr" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump-times {feeds a permutation with its successor} 1 "qprop-sr" { target x86_64-*-* } } } */
