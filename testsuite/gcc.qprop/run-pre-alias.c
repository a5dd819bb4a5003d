/* Negative: the functions of pre-alias.c, called with p == q, where
   reusing the first *p (or hoisting *p out of the loop) would give a
   different result, and with p != q.  The flags keep the shapes of
   pre-alias.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-ch" } */

extern void abort (void);

__attribute__((noipa)) int
store_kill (int *p, int *q, int c)
{
  int x = 0;
  if (c)
    {
      x = *p;
      *q = 5;
    }
  return x + *p;
}

__attribute__((noipa)) int
store_local (int *p, int *q, int c)
{
  int x = *p;
  if (c)
    x += 10;
  *q = 5;
  return x + *p;
}

__attribute__((noipa)) int
loop_store (int *p, int *q, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += *p;
      *q = i;
      i++;
    }
  return s;
}

int
main (void)
{
  int v = 1, w = 1;
  if (store_kill (&v, &v, 1) != 6 || v != 5)
    abort ();
  v = 1;
  if (store_kill (&v, &w, 1) != 2 || w != 5)
    abort ();
  v = 1;
  if (store_kill (&v, &v, 0) != 1)
    abort ();
  v = 2;
  if (store_local (&v, &v, 1) != 17 || store_local (&v, &v, 0) != 10)
    abort ();
  v = 2;
  if (store_local (&v, &w, 0) != 4)
    abort ();
  v = 100;
  if (loop_store (&v, &v, 3) != 101 || v != 2)
    abort ();
  v = 100;
  if (loop_store (&v, &w, 3) != 300 || w != 2)
    abort ();
  if (loop_store (&v, &v, 0) != 0)
    abort ();
  return 0;
}
