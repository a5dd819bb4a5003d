/* Results of the partially redundant loads of pre-load.c (thesis
   Fig. 1.5, 1.6), on both paths, and with the loaded memory changed
   between calls.  GCC's pre pass is kept from removing them first (see
   pre-load.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting" } */

extern void abort (void);

struct s { int f, g; };

__attribute__((noipa)) int
deref (int *p, int c, int k)
{
  int x;
  if (c)
    x = *p;
  else
    x = k;
  return x + *p;
}

__attribute__((noipa)) int
field (struct s *p, int c, int k)
{
  int x;
  if (c)
    x = p->g;
  else
    x = k;
  return x + p->g;
}

__attribute__((noipa)) int
elem_const (int *a, int c, int k)
{
  int x;
  if (c)
    x = a[3];
  else
    x = k;
  return x + a[3];
}

__attribute__((noipa)) int
elem (int *a, int i, int c, int k)
{
  int x;
  if (c)
    x = a[i];
  else
    x = k;
  return x + a[i];
}

__attribute__((noipa)) int
fig16 (int *a, int j, int k, int c)
{
  int x = a[j];
  int i;
  if (c)
    i = j;
  else
    i = k;
  int y = a[i];
  return x + y;
}

int
main (void)
{
  int v = 4;
  struct s st = { 1, 20 };
  int a[6] = { 10, 11, 12, 13, 14, 15 };
  if (deref (&v, 1, 100) != 8 || deref (&v, 0, 100) != 104)
    abort ();
  v = -9;
  if (deref (&v, 1, 100) != -18 || deref (&v, 0, 100) != 91)
    abort ();
  if (field (&st, 1, 5) != 40 || field (&st, 0, 5) != 25)
    abort ();
  if (elem_const (a, 1, 7) != 26 || elem_const (a, 0, 7) != 20)
    abort ();
  a[3] = 0;
  if (elem_const (a, 1, 7) != 0 || elem_const (a, 0, 7) != 7)
    abort ();
  if (elem (a, 5, 1, 1) != 30 || elem (a, 5, 0, 1) != 16)
    abort ();
  if (elem (a, 0, 1, 1) != 20 || elem (a, 2, 0, -12) != 0)
    abort ();
  if (fig16 (a, 1, 4, 1) != 22 || fig16 (a, 1, 4, 0) != 25)
    abort ();
  if (fig16 (a, 5, 5, 0) != 30 || fig16 (a, 0, 3, 0) != 10)
    abort ();
  return 0;
}
