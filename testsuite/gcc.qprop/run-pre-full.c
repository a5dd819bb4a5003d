/* Results of pre-full.c: a * b after the join is replaced by the PHI of
   the values computed on the two arms.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting" } */

extern void abort (void);

__attribute__((noipa)) int
f (int a, int b, int c)
{
  int x;
  if (c)
    x = a * b;
  else
    x = a * b + 1;
  return x + a * b;
}

int
main (void)
{
  if (f (3, 4, 1) != 24 || f (3, 4, 0) != 25)
    abort ();
  if (f (-5, 2, 1) != -20 || f (-5, 2, 0) != -19)
    abort ();
  return 0;
}
