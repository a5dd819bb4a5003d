/* qprop-splice on loads written with GCC's vector extensions rather
   than made by the vectorizer: straight-line code in a loop's body, over
   vector types of a smaller alignment than their size (the loads are at
   element offsets, so most are not 16-byte aligned).  The pass compares
   the addresses, not how the loads came about, and asks nothing of their
   alignment.

     d3       lo = p[-1..0], mid = p[0..1], hi = p[1..2] (double, aligned
	      to 8): mid is VEC_PERM_EXPR <lo, hi, { 1, 2 }>, and hi, which
	      comes after mid, is moved up to it.
     f4       float vectors (aligned to 4) at p, p+1, p+2 and p+4, in
	      the order p+2, p+1, p, p+4: p+1 and p+2 lie between p and
	      p+4, one vector apart.  p+2 is { 2, 3, 4, 5 } of the two
	      (SSE2's shufps), and both neighbours come after it, so both
	      are moved up to it; p+1 would be { 1, 2, 3, 4 }, which SSE2
	      has no constant permutation for: it stays a load, and the
	      dump says why.
     i4       int vectors (aligned to 4) at q-2, q and q+2, mid first:
	      { 2, 3, 4, 5 } again, both neighbours moved up.

   (A function without a loop is not in this file: GCC runs its loop
   pipeline, where the pass is, only on functions that have a loop.)

   The run compares every lane with the scalar sums for several offsets
   of p into the array.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-splice -fplugin-arg-qprop-dump=qprop-splice" } */

extern void abort (void);

typedef double v2du __attribute__ ((vector_size (16), aligned (8)));
typedef float v4fu __attribute__ ((vector_size (16), aligned (4)));
typedef int v4su __attribute__ ((vector_size (16), aligned (4)));

__attribute__ ((noipa)) void
d3 (double *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 3, out += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      *(v2du *) out = lo + 2 * mid - hi;
    }
}

__attribute__ ((noipa)) void
f4 (float *out, const float *p, int n)
{
  for (int i = 0; i < n; i++, p += 5, out += 4)
    {
      v4fu c = *(const v4fu *) (p + 2);
      v4fu b = *(const v4fu *) (p + 1);
      v4fu a = *(const v4fu *) p;
      v4fu d = *(const v4fu *) (p + 4);
      *(v4fu *) out = a - 2 * b + 3 * c + 4 * d;
    }
}

__attribute__ ((noipa)) void
i4 (int *out, const int *q, int n)
{
  for (int i = 0; i < n; i++, q += 7, out += 4)
    {
      v4su m = *(const v4su *) q;
      v4su l = *(const v4su *) (q - 2);
      v4su r = *(const v4su *) (q + 2);
      *(v4su *) out = (l - r) * 3 + m;
    }
}

#define N 64
#define ROWS 5

double dv[N], dout[2 * ROWS];
float fv[N], fout[4 * ROWS];
int iv[N], iout[4 * ROWS];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      dv[i] = i * 1.5 - 7;
      fv[i] = (float) (i % 9) - 3.25f;
      iv[i] = i * i - 40;
    }
  for (int s = 2; s < 6; s++)
    {
      d3 (dout, dv + s, ROWS);
      for (int r = 0; r < ROWS; r++)
	for (int k = 0; k < 2; k++)
	  {
	    const double *p = dv + s + 3 * r + k;
	    if (dout[2 * r + k] != p[-1] + 2 * p[0] - p[1])
	      abort ();
	  }
      f4 (fout, fv + s, ROWS);
      for (int r = 0; r < ROWS; r++)
	for (int k = 0; k < 4; k++)
	  {
	    const float *p = fv + s + 5 * r + k;
	    if (fout[4 * r + k] != p[0] - 2 * p[1] + 3 * p[2] + 4 * p[4])
	      abort ();
	  }
      i4 (iout, iv + s, ROWS);
      for (int r = 0; r < ROWS; r++)
	for (int k = 0; k < 4; k++)
	  {
	    const int *q = iv + s + 7 * r + k;
	    if (iout[4 * r + k] != (q[-2] - q[2]) * 3 + q[0])
	      abort ();
	  }
    }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: mid_[0-9]+ = MEM\[\(const v2du \*\)p_[0-9]+\];\nqprop-splice:   now mid_[0-9]+ = VEC_PERM_EXPR <lo_[0-9]+, hi_[0-9]+, \{ 1, 2 \}>;\nqprop-splice: d3: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, the target has no such permutation: b_[0-9]+ = MEM\[\(const v4fu \*\)p_[0-9]+ \+ 4B\];\nqprop-splice: bb [0-9]+: c_[0-9]+ = MEM\[\(const v4fu \*\)p_[0-9]+ \+ 8B\];\nqprop-splice:   now c_[0-9]+ = VEC_PERM_EXPR <a_[0-9]+, d_[0-9]+, \{ 2, 3, 4, 5 \}>;\nqprop-splice: f4: candidates=4 groups=1 spliced=1 moved=2 unsupported=1 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: m_[0-9]+ = MEM\[\(const v4su \*\)q_[0-9]+\];\nqprop-splice:   now m_[0-9]+ = VEC_PERM_EXPR <l_[0-9]+, r_[0-9]+, \{ 2, 3, 4, 5 \}>;\nqprop-splice: i4: candidates=3 groups=1 spliced=1 moved=2 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" { target x86_64-*-* } } } */
