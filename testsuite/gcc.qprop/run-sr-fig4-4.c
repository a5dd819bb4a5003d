/* sr-fig4-4.c, run at every torture level: fig44 against a
   reference for every n in 0 ... 8 and some larger, crossed with m in
   -1 ... 4 and some larger (m <= 1: the inner loop runs zero times, so
   the reused a[i-1] is never read), comparing all of c[] and d[][].
   The inputs are random and refilled for every call, so a[i-1] taken
   from the wrong outer iteration (distance 1 instead of 2, or left over
   from an outer iteration in which the inner loop did not run) or b[j-1]
   from the wrong inner iteration gives a wrong d[i][j].  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-fig4-4.c"

extern void abort (void);

static unsigned seed = 99;

static int
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 201u) - 100;
}

__attribute__((noipa, optimize ("O0"))) void
ref_fig44 (const int *a, const int *b, int *c, int (*d)[M], int n, int m)
{
  for (int i = 1; i < n - 1; i++)
    {
      int x = a[i + 1];
      c[i] = x * 3;
      for (int j = 1; j < m; j++)
	d[i][j] = a[i - 1] * b[j] + b[j - 1];
    }
}

static int ra[N], rb[M], rc[N], rd[N][M];

static void
check (int n, int m)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = ra[i] = rnd ();
      c[i] = rc[i] = rnd ();
      for (int j = 0; j < M; j++)
	d[i][j] = rd[i][j] = rnd ();
    }
  for (int j = 0; j < M; j++)
    b[j] = rb[j] = rnd ();
  fig44 (n, m);
  ref_fig44 (ra, rb, rc, rd, n, m);
  for (int i = 0; i < N; i++)
    {
      if (a[i] != ra[i] || c[i] != rc[i])
	abort ();
      for (int j = 0; j < M; j++)
	if (d[i][j] != rd[i][j])
	  abort ();
    }
  for (int j = 0; j < M; j++)
    if (b[j] != rb[j])
      abort ();
}

int
main (void)
{
  static const int ns[] = { -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 17, N - 1, N };
  static const int ms[] = { -1, 0, 1, 2, 3, 4, 9, M - 1, M };
  for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++)
    for (unsigned l = 0; l < sizeof ms / sizeof ms[0]; l++)
      check (ns[k], ms[l]);

  /* Worked out by hand: a[i] = 10 * i, b[j] = j, n = 5, m = 3.
     i = 1..3, j = 1..2: d[i][j] = 10 * (i - 1) * j + (j - 1).  */
  for (int i = 0; i < N; i++)
    {
      a[i] = 10 * i, c[i] = -1;
      for (int j = 0; j < M; j++)
	d[i][j] = -1;
    }
  for (int j = 0; j < M; j++)
    b[j] = j;
  fig44 (5, 3);
  if (c[0] != -1 || c[1] != 60 || c[2] != 90 || c[3] != 120 || c[4] != -1)
    abort ();
  if (d[1][1] != 0 || d[1][2] != 1 || d[2][1] != 10 || d[2][2] != 21
      || d[3][1] != 20 || d[3][2] != 41 || d[3][0] != -1 || d[3][3] != -1
      || d[4][1] != -1)
    abort ();
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: fig44: .* replaced=2 } "qprop-sr" { target { ! qprop_Os } } } } */
