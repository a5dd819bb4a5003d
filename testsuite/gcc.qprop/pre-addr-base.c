/* Regression (Csmith seed 174): transPhi put &g[0][4][1] where the load
   *x has a pointer.  That is no valid MEM_REF base, and asking whether the
   rewritten load may trap crashed the compiler.  Such a rewriting is never
   inserted, so the load stays.  run-pre-addr-base.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fplugin-arg-qprop-dump=qprop-pre" } */

int g[2][5][3];

__attribute__((noipa)) int
f (int c, int *p)
{
  int *x, t = 0;
  if (c)
    x = &g[0][4][1];
  else
    {
      x = p;
      t = *p;
    }
  return *x + t;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: f: .* insertions=0 } "qprop-pre" } } */
