/* Negative: the functions of pre-alias.c, called with p == q, where
   reusing the first *p (or hoisting *p out of the loop) would give a
   different result, and with p != q.  The flags keep the shapes of
   pre-alias.c.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fno-tree-ch -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-alias.c"

extern void abort (void);

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

/* In the build that ran, at every level, qprop-pre refused: the stores
   kill the loads it asked about.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: store_kill: .* kills=[1-9][0-9]* eliminated=0 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: loop_store: .* kills=[1-9][0-9]* eliminated=0 } "qprop-pre" } } */
