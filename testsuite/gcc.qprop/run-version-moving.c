/* Pointers that an enclosing loop moves between entries into the checked
   loop: q++ once per round, and a Jacobi-style swap of p and q.  Data
   dependence takes references with one dependence clique and one base to
   be through one pointer value, so a loop that owns the clique must not
   change the pointers: qprop-version keeps such a check (and the clique)
   inside the round loop ("a pointer that changes in it").  Hoisting it
   out gave a wrong result at -O3 on disjoint arrays (alias-fuzz seed
   7028).  Run at every torture level with every qprop pass, against the
   loops at -O0, on disjoint and overlapping arrays.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

#include <stdlib.h>

#define N 512
static double s[2][N];

#define SHIFT(p, q, n)						\
  for (int round = 0; round < 3; round++)			\
    {								\
      for (long i = 4; i < (n) - 4; i++)			\
	q[i - 1] = p[i - 2] + p[i - 1] * 2.0 + p[i];		\
      q++;							\
    }

#define SWAP(p, q, n)						\
  for (int round = 0; round < 4; round++)			\
    {								\
      for (long i = 1; i < (n) - 1; i++)			\
	q[i] = p[i - 1] + p[i] * 2.0 + p[i + 1];		\
      double *t = p;						\
      p = q;							\
      q = t;							\
    }

__attribute__((noipa)) void
shift (double *p, double *q, long n)
{
  SHIFT (p, q, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_shift (double *p, double *q, long n)
{
  SHIFT (p, q, n)
}

__attribute__((noipa)) void
swap (double *p, double *q, long n)
{
  SWAP (p, q, n)
}

__attribute__((noipa, optimize ("O0"))) void
ref_swap (double *p, double *q, long n)
{
  SWAP (p, q, n)
}

static void
fill (void)
{
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < N; i++)
      s[k][i] = (i * 7 % 13) * 0.25 - 1.0;
}

int
main (void)
{
  static double want[2][N];
  static const long offset[][2] = { { 0, 300 }, { 0, 0 }, { 0, 1 },
				     { 1, 0 }, { 0, 3 }, { 2, 0 } };
  for (unsigned k = 0; k < sizeof offset / sizeof offset[0]; k++)
    for (int which = 0; which < 2; which++)
      {
	long n = 40 + 37 * k;
	fill ();
	double *p = &s[0][8 + offset[k][0]], *q = &s[0][8 + offset[k][1]];
	if (k == 0)
	  q = &s[1][8];
	if (which)
	  ref_swap (p, q, n);
	else
	  ref_shift (p, q, n);
	__builtin_memcpy (want, s, sizeof s);
	fill ();
	if (which)
	  swap (p, q, n);
	else
	  shift (p, q, n);
	if (__builtin_memcmp (want, s, sizeof s) != 0)
	  abort ();
      }
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: shift: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: swap: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
