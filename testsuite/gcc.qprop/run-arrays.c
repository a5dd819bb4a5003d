/* Programs still compute the right results with the plugin loaded, at every
   torture option set (run-*.c tests are built with each of them).  */
/* { dg-do run } */

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
  return 0;
}
