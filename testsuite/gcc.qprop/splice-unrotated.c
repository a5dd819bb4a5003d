/* qprop-splice only splices where qprop-sr can unroll the loop twice, so
   that the carried vector and its successor rotate without register
   copies; elsewhere a spliced load would cost two or three instructions
   (a copy on the back edge, and on x86 a copy of the permutation's first
   operand).  Each function here has the three loads of a splice but a
   loop that cannot be unrolled, and the dump says why:

     two_exits  the loop leaves from the middle of its body as well: no
		single exit that dominates its latch, and the loop is too
		small (16 size units for one splice, under 20) for the
		splice's extra instruction to pay;
     big_exits  the same loop with enough arithmetic that one extra
		instruction is small beside it: spliced without unrolling;
     outer      the loads are in an outer loop, around an inner one;
     cold       the function is cold: its loop is optimized for size;
     rows       a 5-point stencil over rows of one array: the row above,
		the row below and the output are streams of their own
		besides the spliced row's, four in all, and unrolled each
		would get an induction variable of its own.

   The run checks that the code left alone still computes the sums.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-splice -fplugin-arg-qprop-dump=qprop-splice" } */

extern void abort (void);

typedef double v2du __attribute__ ((vector_size (16), aligned (8)));

__attribute__ ((noipa)) int
two_exits (v2du *out, const double *p, int n)
{
  int i;
  for (i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      if (mid[0] < 0)
	break;
      out[i] = lo + 2 * mid + 4 * hi;
    }
  return i;
}

__attribute__ ((noipa)) int
big_exits (v2du *out, const double *p, int n)
{
  int i;
  for (i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      if (mid[0] < 0)
	break;
      v2du a = lo * mid + hi;
      v2du b = a * a - lo;
      v2du c = b * a + mid;
      v2du d = c * b - hi;
      v2du e = d * c + a;
      out[i] = e * d - b + c * a;
    }
  return i;
}

__attribute__ ((noipa)) void
outer (v2du *out, const double *p, int n, int m)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      v2du acc = lo + 2 * mid + 4 * hi;
      for (int j = 0; j < m; j++)
	acc = acc * 0.5 + lo;
      out[i] = acc;
    }
}

__attribute__ ((noipa, cold)) void
cold (v2du *out, const double *p, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      out[i] = lo + 2 * mid + 4 * hi;
    }
}

__attribute__ ((noipa)) void
rows (v2du *out, const double *p, long stride, int n)
{
  for (int i = 0; i < n; i++, p += 2)
    {
      v2du lo = *(const v2du *) (p - 1);
      v2du mid = *(const v2du *) p;
      v2du hi = *(const v2du *) (p + 1);
      v2du up = *(const v2du *) (p - stride);
      v2du down = *(const v2du *) (p + stride);
      out[i] = lo + 2 * mid + 4 * hi + 8 * up + 16 * down;
    }
}

static double buf[64];

int
main (void)
{
  v2du out[16];
  for (int k = 0; k < 64; k++)
    buf[k] = k + 1;
  const double *p = buf + 8;
  buf[8 + 2 * 5] = -1;
  if (two_exits (out, p, 12) != 5)
    abort ();
  for (int i = 0; i < 5; i++)
    for (int l = 0; l < 2; l++)
      if (out[i][l] != p[2 * i + l - 1] + 2 * p[2 * i + l] + 4 * p[2 * i + l + 1])
	abort ();
  if (big_exits (out, p, 12) != 5)
    abort ();
  for (int i = 0; i < 5; i++)
    for (int l = 0; l < 2; l++)
      {
	double lo = p[2 * i + l - 1], mid = p[2 * i + l], hi = p[2 * i + l + 1];
	double a = lo * mid + hi;
	double b = a * a - lo;
	double c = b * a + mid;
	double d = c * b - hi;
	double e = d * c + a;
	if (out[i][l] != e * d - b + c * a)
	  abort ();
      }
  buf[8 + 2 * 5] = 8 + 2 * 5 + 1;
  outer (out, p, 10, 3);
  for (int i = 0; i < 10; i++)
    for (int l = 0; l < 2; l++)
      {
	double lo = p[2 * i + l - 1];
	double acc = lo + 2 * p[2 * i + l] + 4 * p[2 * i + l + 1];
	for (int j = 0; j < 3; j++)
	  acc = acc * 0.5 + lo;
	if (out[i][l] != acc)
	  abort ();
      }
  cold (out, p, 10);
  for (int i = 0; i < 10; i++)
    for (int l = 0; l < 2; l++)
      if (out[i][l] != p[2 * i + l - 1] + 2 * p[2 * i + l] + 4 * p[2 * i + l + 1])
	abort ();
  rows (out, buf + 24, 20, 10);
  for (int i = 0; i < 10; i++)
    for (int l = 0; l < 2; l++)
      {
	const double *c = buf + 24 + 2 * i + l;
	if (out[i][l] != c[-1] + 2 * c[0] + 4 * c[1] + 8 * c[-20] + 16 * c[20])
	  abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, its loop has no single exit that dominates its latch, and its size [0-9]+ is under 20 per splice for 1: .*\nqprop-splice: two_exits: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=1$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, it is not in an innermost loop: .*\nqprop-splice: outer: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=1$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, its loop is optimized for size: .*\nqprop-splice: cold: candidates=3 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=1$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: not spliced, its loop walks more than 3 address streams, each of which would get an induction variable of its own once unrolled: .*\nqprop-splice: rows: candidates=5 groups=1 spliced=0 moved=0 unsupported=0 unmovable=0 unrotated=1$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: bb [0-9]+: spliced without unrolling \(its loop has no single exit that dominates its latch\): 1 splice in a loop of size [0-9]+\n(?:qprop-splice: [^\n]*\n)*qprop-splice: big_exits: candidates=3 groups=1 spliced=1 moved=1 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice:   now .* = VEC_PERM_EXPR} 1 "qprop-splice" } } */
