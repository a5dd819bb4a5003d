/* Programs still compute the right results with the plugin loaded, at every
   torture option set (run-*.c tests are built with each of them).  One of
   them, smooth3, is of the shape qprop-version takes, and the test shows
   that it took it in the build that ran.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-version" } */

extern void abort (void);

#define N 100

__attribute__((noipa)) void
add_const (int *a, const int *b, int c, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

__attribute__((noipa)) int
guarded_load (const int *p, int n)
{
  int s = 0;
  if (n > 10)
    s = p[3];
  return s;
}

__attribute__((noipa)) void
nested (int *a, int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] += i - j;
}

/* A three-point sum over two plain pointers: the store to out[i] might be
   the in[i + 1] of the next iteration, so in[] can only stay in registers
   from one iteration to the next in a copy of the loop that runs when a
   run-time check finds the two ranges apart (qprop-version).  */
__attribute__((noipa)) void
smooth3 (int *out, const int *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i - 1] + in[i] + in[i + 1];
}

int
main (void)
{
  int a[N], b[N];
  for (int i = 0; i < N; i++)
    b[i] = i * 3;
  add_const (a, b, 7, N);
  for (int i = 0; i < N; i++)
    if (a[i] != i * 3 + 7)
      abort ();
  if (guarded_load (b, 11) != 9 || guarded_load (b, 10) != 0)
    abort ();
  nested (a, 10, 10);
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      if (a[i * 10 + j] != (i * 10 + j) * 3 + 7 + i - j)
	abort ();

  /* Disjoint arrays: the checked copy runs.  */
  for (int i = 0; i < N; i++)
    b[i] = i * i, a[i] = -1;
  smooth3 (a, b, N);
  if (a[0] != -1 || a[N - 1] != -1)
    abort ();
  for (int i = 1; i < N - 1; i++)
    if (a[i] != 3 * i * i + 2)
      abort ();
  /* In place, one element ahead: each sum reads the one stored just
     before, so only the unchanged copy gives the right values.  From b[2]
     on, b[i + 1] = b[i - 1] + b[i] + 1.  */
  for (int i = 0; i < N; i++)
    b[i] = 1;
  smooth3 (b + 1, b, 20);
  if (b[0] != 1 || b[1] != 1 || b[2] != 3 || b[20] != 1)
    abort ();
  for (int i = 3; i < 20; i++)
    if (b[i] != b[i - 2] + b[i - 1] + 1)
      abort ();
  return 0;
}

/* qprop-version checked smooth3's loop in the build that ran: at every
   level but -Os, where it leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: smooth3: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
