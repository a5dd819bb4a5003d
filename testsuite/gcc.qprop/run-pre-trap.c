/* Negative: the loops of pre-trap.c run zero times with p == 0 and with
   y == 0.  Hoisting *p or x / y in front of the loop would fault (SIGSEGV,
   SIGFPE) where the program itself never evaluates them.  -fno-tree-ch
   keeps the loops in the shape of pre-trap.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-ch" } */

extern void abort (void);

__attribute__((noipa)) int
load_inv (int *p, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += *p;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
div_inv (int x, int y, int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += x / y;
      i++;
    }
  return s;
}

int
main (void)
{
  int v = 7;
  if (load_inv ((int *) 0, 0) != 0)
    abort ();
  if (load_inv (&v, 3) != 21)
    abort ();
  if (div_inv (5, 0, 0) != 0)
    abort ();
  if (div_inv (-2147483647 - 1, -1, 0) != 0)
    abort ();
  if (div_inv (17, 5, 4) != 12)
    abort ();
  return 0;
}
