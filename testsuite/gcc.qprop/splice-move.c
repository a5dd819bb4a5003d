/* qprop-splice moves a neighbour that comes after the load it splices up
   to that load, when nothing forbids it.

     move_past  lo; mid; s = w[i] * 3 + mid[0]; hi: hi moves up past the
		scalar load and arithmetic (neither a call nor a statement
		that may throw, and the scalar load reads the same memory
		state) to just before mid: spliced=1 moved=1.  The scalar
		statement uses mid, which is now the permutation: it must
		still see the right value.
     scrambled  the 5-point stencil p-2 ... p+2 (two doubles a vector)
		loaded in the order p, p-1, p+1, p-2, p+2: p-1 is spliced
		from p-2 and p, and p+1 from p and p+2; p-2 and p+2 come
		after the loads they serve and are moved up: spliced=2
		moved=2.
     addr_late  lo; mid; q = p + 1; hi = *q: with forwprop off (for
		this function only: with it off for the file, the
		addresses of the others would be such SSA names too),
		hi's address is an SSA name defined between mid and hi,
		so hi cannot be moved above mid (its address is not there
		yet): not spliced, and the dump says so.  (The address
		forms see through q = p + 1, so the three loads are one
		group.)

   The run compares every lane with the scalar sums.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-splice -fplugin-arg-qprop-dump=qprop-splice" } */

extern void abort (void);

typedef double v2du __attribute__ ((vector_size (16), aligned (8)));

__attribute__ ((noipa)) void
move_past (v2du *out, const double *p, const double *w, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      double s = w[i] * 3 + mid[0];
      v2du hi = *(const v2du *) (p + 1);
      out[i] = lo + 2 * mid + 4 * hi + s;
    }
}

__attribute__ ((noipa)) void
scrambled (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du z = *(const v2du *) p;
      v2du m1 = *(const v2du *) (p - 1);
      v2du p1 = *(const v2du *) (p + 1);
      v2du m2 = *(const v2du *) (p - 2);
      v2du p2 = *(const v2du *) (p + 2);
      out[i] = m2 + 2 * m1 + 4 * z + 8 * p1 + 16 * p2;
    }
}

__attribute__ ((noipa, optimize ("no-tree-forwprop"))) void
addr_late (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      const double *q = p + 1;
      v2du hi = *(const v2du *) q;
      out[i] = lo + 2 * mid + 4 * hi;
    }
}

#define N 48
#define ROWS 9

double buf[N], w[ROWS];

int
main (void)
{
  v2du out[ROWS];
  for (int i = 0; i < N; i++)
    buf[i] = (i * 7 % 19) - 9.5;
  for (int i = 0; i < ROWS; i++)
    w[i] = i - 4;
  for (int s = 2; s < 6; s++)
    {
      const double *p = buf + s;
      move_past (out, p, w, ROWS);
      for (int i = 0; i < ROWS; i++)
	{
	  const double *c = p + 2 * i;
	  double s3 = w[i] * 3 + c[0];
	  for (int k = 0; k < 2; k++)
	    if (out[i][k] != c[k - 1] + 2 * c[k] + 4 * c[k + 1] + s3)
	      abort ();
	}
      scrambled (out, p, ROWS);
      for (int i = 0; i < ROWS; i++)
	for (int k = 0; k < 2; k++)
	  {
	    const double *c = p + 2 * i + k;
	    if (out[i][k]
		!= c[-2] + 2 * c[-1] + 4 * c[0] + 8 * c[1] + 16 * c[2])
	      abort ();
	  }
      addr_late (out, p, ROWS);
      for (int i = 0; i < ROWS; i++)
	for (int k = 0; k < 2; k++)
	  {
	    const double *c = p + 2 * i + k;
	    if (out[i][k] != c[-1] + 2 * c[0] + 4 * c[1])
	      abort ();
	  }
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: ([^ ]+) = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice:   now \1 = VEC_PERM_EXPR <lo_[0-9]+, hi_[0-9]+, \{ 1, 2 \}>;\nqprop-splice: move_past: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: m1_[0-9]+ = [^\n]*\nqprop-splice:   now m1_[0-9]+ = VEC_PERM_EXPR <m2_[0-9]+, z_[0-9]+, \{ 1, 2 \}>;\nqprop-splice: bb [0-9]+: p1_[0-9]+ = [^\n]*\nqprop-splice:   now p1_[0-9]+ = VEC_PERM_EXPR <z_[0-9]+, p2_[0-9]+, \{ 1, 2 \}>;\nqprop-splice: scrambled: candidates=5 groups=1 spliced=2 moved=2 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, a load it needs comes later and cannot be moved up to it: mid_[0-9]+ = [^\n]*\nqprop-splice: addr_late: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=1 unrotated=0$} "qprop-splice" } } */
