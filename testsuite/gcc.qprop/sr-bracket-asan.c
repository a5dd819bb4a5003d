/* The bracket rule of sr-bracket.c is not used under -fsanitize=address:
   it leans on page-granular protection, and AddressSanitizer decides what
   may be read by its shadow memory, not by pages.  The loop's first trip
   would need p[1] loaded where it may not be read; with the rule off
   nothing proves that load safe, so neither reference is replaced, and
   the dump counts the refusals.  (The nvptx compiler never uses the rule
   either; a compile test cannot show that on the host.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fsanitize=address -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

unsigned
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

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: sum3: .* replaced=0 .* trap-refusals=[1-9][0-9]* } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: bb [0-9]+: not replaced, a load it would insert may trap: } "qprop-sr" } } */
