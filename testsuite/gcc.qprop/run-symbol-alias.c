/* Two declarations can be one object: b is an alias of a
   (__attribute__((alias))), so the store to b[i + 1] changes the a[i + 1]
   loaded just before it, which the next iteration reads as a[i].  A pass
   that took different declarations for disjoint objects would carry the
   stale load across the iteration (qprop-sr did, before it asked GCC's
   alias oracle: compare_base_decls).  Run at every torture level with
   every qprop pass, against the loop at -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-dump=qprop-sr" } */
/* { dg-require-alias "" } */

#include <stdlib.h>
unsigned a[66];
extern unsigned b[66] __attribute__ ((alias ("a")));

__attribute__((noipa)) unsigned
f (int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i + 1];
      b[i + 1] = s * 3 + 1;
      s ^= a[i];
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) static unsigned
reference (int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i + 1];
      a[i + 1] = s * 3 + 1;
      s ^= a[i];
    }
  return s;
}

int
main (void)
{
  for (int n = 0; n <= 64; n += 7)
    {
      for (int i = 0; i < 66; i++)
	a[i] = i * 40503u;
      unsigned got = f (n);
      for (int i = 0; i < 66; i++)
	a[i] = i * 40503u;
      if (got != reference (n))
	abort ();
    }
  return 0;
}

/* In the build that ran, at every level but -Os (where qprop-sr leaves
   loops optimized for size alone), qprop-sr asked about both loads of a
   and found each killed by the store through the alias b.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-sr: f: candidates=2 .* kills=2 .* replaced=0 } "qprop-sr" { target { ! qprop_Os } } } } */
