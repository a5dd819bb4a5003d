/* The functions of pre-volatile.c still compute the right results.  (A
   single-threaded C program cannot observe whether a volatile read was
   repeated; pre-volatile.c checks in the dump that none was removed or
   moved.)  */
/* { dg-do run } */

extern void abort (void);

volatile int v;

__attribute__((noipa)) int
partial (int c, int k)
{
  int x;
  if (c)
    x = v;
  else
    x = k;
  return x + v;
}

__attribute__((noipa)) int
invariant (int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += v;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
twice (int *p)
{
  return *(volatile int *) p + *(volatile int *) p;
}

int
main (void)
{
  int w = 21;
  v = 4;
  if (partial (1, 100) != 8 || partial (0, 100) != 104)
    abort ();
  if (invariant (5) != 20 || invariant (0) != 0)
    abort ();
  if (twice (&w) != 42)
    abort ();
  return 0;
}
