/* Loads and stores under branches, a loop with an early exit, and a store
   that may alias a later load: results must not change with the plugin.  */
/* { dg-do run } */

extern void abort (void);

struct pt { int x, y; };

__attribute__((noipa)) int
find (const int *a, int n, int key)
{
  for (int i = 0; i < n; i++)
    if (a[i] == key)
      return i;
  return -1;
}

__attribute__((noipa)) int
alias (int *p, int *q)
{
  *q = 5;
  return *p + *q;
}

__attribute__((noipa)) int
sum_pos (const struct pt *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (v[i].x > 0)
	s += v[i].x;
      else
	s -= v[i].y;
    }
  return s;
}

int
main (void)
{
  int a[8] = { 4, 8, 15, 16, 23, 42, 0, 1 };
  struct pt v[4] = { { 1, 2 }, { -1, 3 }, { 5, 0 }, { 0, 7 } };
  int x = 1, y = 2;
  if (find (a, 8, 23) != 4 || find (a, 8, 99) != -1)
    abort ();
  if (alias (&x, &x) != 10 || alias (&x, &y) != 10)
    abort ();
  if (sum_pos (v, 4) != 1 - 3 + 5 - 7)
    abort ();
  return 0;
}
