/* qprop-sr's bracket rule: a load inserted where it was not executed
   must not trap, and one case it proves that is an element lying between
   two elements of the same base that are accessed on every path, less
   than a page apart.

     for (i = 1; i < n - 1; i++)
       {
	 s += p[i - 1] + p[i + 1];    every iteration
	 if (s & 1)
	   s ^= p[i];                 some iterations
       }

   p[i - 1] is the p[i + 1] of two iterations before, and p[i] the
   p[i + 1] of the previous one; both are carried.  The loop's first trip
   needs p[1] loaded before the loop, where it may not be read at all
   (p[i] is conditional; p[i - 1] reads p[1] only from the second trip).
   p[0] and p[2] are read on every path through the first trip, so p[1],
   between them, is inside the same object: the load cannot trap and
   both references are replaced.  sr-bracket-asan.c is the same loop
   under -fsanitize=address, where the rule is not used.

   The run compares with the loop without qprop (noipa, -O0 style).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#include <stdlib.h>

__attribute__((noipa)) unsigned
sum3 (const unsigned *p, int n)
{
  unsigned s = 0;
  for (int i = 1; i < n - 1; i++)
    {
      s += p[i - 1] + p[i + 1];
      if (s & 1)
	s ^= p[i];
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) static unsigned
reference (const unsigned *p, int n)
{
  unsigned s = 0;
  for (int i = 1; i < n - 1; i++)
    {
      s += p[i - 1] + p[i + 1];
      if (s & 1)
	s ^= p[i];
    }
  return s;
}

int
main (void)
{
  unsigned p[64];
  for (int i = 0; i < 64; i++)
    p[i] = i * 2654435761u >> 3;
  for (int n = 0; n <= 64; n++)
    if (sum3 (p, n) != reference (p, n))
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: sum3: .* replaced=2 .* trap-refusals=0 } "qprop-sr" } } */
