/* Negative: the functions of pre-call.c with a bump () that changes g;
   reusing the g loaded before the call, or hoisting g out of the loop,
   would give different results.  The flags keep the shapes of
   pre-call.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-ch" } */

extern void abort (void);

int g;

__attribute__((noipa)) void
bump (void)
{
  g++;
}

__attribute__((noipa)) int
call_kill (int c)
{
  int x = 0;
  if (c)
    {
      x = g;
      bump ();
    }
  return x + g;
}

__attribute__((noipa)) int
call_loop (int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += g;
      bump ();
      i++;
    }
  return s;
}

int
main (void)
{
  g = 1;
  if (call_kill (1) != 3 || g != 2)
    abort ();
  if (call_kill (0) != 2 || g != 2)
    abort ();
  g = 10;
  if (call_loop (3) != 33 || g != 13)
    abort ();
  if (call_loop (0) != 0 || g != 13)
    abort ();
  return 0;
}
