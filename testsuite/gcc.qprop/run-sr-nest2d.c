/* sr-nest2d.c, run at every torture level.  The inner loops start
   their carried values from loads whose addresses depend on the row.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-dump=qprop-sr" } */

#include "sr-nest2d.c"

extern void abort (void);

static int e[R][C];

__attribute__((noipa, optimize ("O0"))) static void
ref_rows1 (int n, int m)
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      e[i][j] = a[i][j] * 3 - a[i][j + 1] + a[i - 1][j];
}

__attribute__((noipa, optimize ("O0"))) static void
ref_rows2 (int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      e[i][j] = a[i][j - 1] - 2 * a[i][j + 1];
}

static void
check (void)
{
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      if (b[i][j] != e[i][j])
	abort ();
}

int
main (void)
{
  unsigned x = 777u;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      {
	x = x * 1103515245u + 12345u;
	a[i][j] = (int) ((x >> 10) & 0xfff) - 2048;
      }
  static const int ns[] = { 0, 1, 2, 3, 7, R };
  static const int ms[] = { 0, 1, 2, 3, 5, C - 1 };
  for (unsigned p = 0; p < sizeof ns / sizeof ns[0]; p++)
    for (unsigned q = 0; q < sizeof ms / sizeof ms[0]; q++)
      {
	for (int i = 0; i < R; i++)
	  for (int j = 0; j < C; j++)
	    b[i][j] = e[i][j] = i - j;
	rows1 (ns[p], ms[q]);
	ref_rows1 (ns[p], ms[q]);
	check ();
	rows2 (ns[p], ms[q]);
	ref_rows2 (ns[p], ms[q]);
	check ();
      }
  return 0;
}

/* qprop-sr fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: rows1: .* replaced=1 } "qprop-sr" { target qprop_O1 } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: rows2: .* replaced=1 } "qprop-sr" { target { ! qprop_Os } } } } */
