/* GCC 12's loop distribution misorders the two stores to r[i * m + j + 1]
   (the first is a copy from p, which becomes a memcpy partition) when the
   references carry dependence cliques: gcc -O3 gets this loop wrong with
   `restrict' on p, q and r, although the arrays are disjoint.  The arrays
   here are plain pointers; qprop-version gives the checked copy the same
   cliques, so it must keep loop distribution off in the function (found
   by alias-fuzz.py, seed 1022).  Run at every torture level with every
   qprop pass, against the loop at -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

#include <stdlib.h>

#define N 4096
static unsigned s[2][3][N];

#define BODY(p, q, r)							\
  for (long i = 4; i < n - 4; i += 2)					\
    for (long j = 4; j < m - 4; j++)					\
      {									\
	r[i * m + j - 2] = p[i * m + j + 3] * r[i * m + j - 1];		\
	r[i * m + j + 1] = p[i * m + j];				\
	r[i * m + j + 1] = (q[i * m + j + 1] - *r) - (r[i * m + j] + *p); \
      }

__attribute__((noipa)) void
f (unsigned *p, unsigned *q, unsigned *r, long n, long m)
{
  BODY (p, q, r)
}

__attribute__((noipa, optimize ("O0"))) void
reference (unsigned *p, unsigned *q, unsigned *r, long n, long m)
{
  BODY (p, q, r)
}

int
main (void)
{
  for (int k = 0; k < 2; k++)
    for (int a = 0; a < 3; a++)
      for (int i = 0; i < N; i++)
	s[k][a][i] = (i + a) * 5 % 11 + 1;
  f (&s[0][0][8], &s[0][1][8], &s[0][2][8], 9, 20);
  reference (&s[1][0][8], &s[1][1][8], &s[1][2][8], 9, 20);
  f (&s[0][0][8], &s[0][1][8], &s[0][2][8], 40, 24);
  reference (&s[1][0][8], &s[1][1][8], &s[1][2][8], 40, 24);
  for (int a = 0; a < 3; a++)
    for (int i = 0; i < N; i++)
      if (s[0][a][i] != s[1][a][i])
	abort ();
  return 0;
}

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: f: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
