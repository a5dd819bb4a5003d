/* Results of the partially redundant loads of pre-load.c (thesis
   Fig. 1.5, 1.6), on both paths, and with the loaded memory changed
   between calls.  GCC's pre pass is kept from removing them first (see
   pre-load.c).  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-load.c"

extern void abort (void);

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

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: deref: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: field: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: elem_const: .* eliminated=1 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: elem: .* eliminated=4 } "qprop-pre" } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: fig16: .* eliminated=4 } "qprop-pre" } } */
