/* pre-spec-hot.c, run at every torture level.  */
/* { dg-do run } */
/* { dg-options "-fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-spec-hot.c"

extern void abort (void);

static void
fill (void)
{
  for (int i = 0; i < 101; i++)
    a[i] = i * 7u + 1;
  for (int i = 0; i < 100; i++)
    b[i] = i * 13u;
}

int
main (void)
{
  fill ();
  unsigned h1 = irreducible (100, 9);
  unsigned s1 = 0;
  for (int i = 0; i < 100; i++)
    s1 = s1 * 3u + a[i] + b[i];
  fill ();
  unsigned h2 = nested (100, 9);
  unsigned s2 = 0;
  for (int i = 0; i < 100; i++)
    s2 = s2 * 3u + a[i] + b[i];
  if (h1 != 3070738617u || s1 != 945461450u || h2 != 3085170957u
      || s2 != 96429484u)
    abort ();
  return 0;
}

/* qprop-pre fired in the build that ran, at every level.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-pre: irreducible: .* eliminated=2 } "qprop-pre" } } */
