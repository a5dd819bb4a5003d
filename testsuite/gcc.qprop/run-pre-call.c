/* Negative: the functions of pre-call.c with a bump () that changes g;
   reusing the g loaded before the call, or hoisting g out of the loop,
   would give different results.  The flags keep the shapes of
   pre-call.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-call.c"

extern void abort (void);

__attribute__((noipa)) void
bump (void)
{
  g++;
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

/* In the build that ran, at every level, qprop-pre refused: the calls
   kill the loads of g it asked about.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: call_kill: .* kills=[1-9][0-9]* eliminated=0 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: call_loop: .* kills=[1-9][0-9]* eliminated=0 } "qprop-pre" } } */
