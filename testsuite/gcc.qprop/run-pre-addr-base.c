/* pre-addr-base.c, run at every torture level.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-addr-base.c"

extern void abort (void);

int
main (void)
{
  int v = 7;
  g[0][4][1] = 5;
  if (f (1, &v) != 5 || f (0, &v) != 14)
    abort ();
  return 0;
}

/* In the build that ran, at every level, qprop-pre asked about the load
   through x (rule 4 answered) and inserted nothing.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: f: .* rule4=1 .* insertions=0 } "qprop-pre" } } */
