/* With the default chunk width of 32, iterations 31 and 32 are in different
   chunks (lane 31 of chunk 0 and lane 0 of chunk 1), so a uniform branch
   may go different ways in them, and a uniform value may differ: the
   program exits 0.  */
/* { dg-do run } */

unsigned long __qprop_divcheck_enter (void);
void __qprop_divcheck_branch (const char *, unsigned, unsigned long,
			      unsigned long, unsigned long, int);
void __qprop_divcheck_value (const char *, unsigned, unsigned long,
			     unsigned long, unsigned long, long, long, int);

static const char b[] = "c.c:5:3";
static const char v[] = "c.c:6:9";

int
main (void)
{
  unsigned long e = __qprop_divcheck_enter ();
  __qprop_divcheck_branch (b, 0, e, 31, 0, 1);
  __qprop_divcheck_branch (b, 0, e, 32, 0, 0);
  __qprop_divcheck_value (v, 1, e, 31, 0, 10, 0, 32);
  __qprop_divcheck_value (v, 1, e, 32, 0, 20, 0, 32);
  return 0;
}
