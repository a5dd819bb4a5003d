/* A value reported affine (4*T + a, 32 bits) that is off by one in lane 5:
   lanes 2 and 3 agree with each other, lane 5 breaks the form, and the
   div-check runtime prints the violation and aborts.  Assumes a chunk width
   of at least 8 (the default is 32).  */
/* { dg-do run } */
/* { dg-shouldfail "div-check" } */

unsigned long __qprop_divcheck_enter (void);
void __qprop_divcheck_value (const char *, unsigned, unsigned long,
			     unsigned long, unsigned long, long, long, int);

static const char loc[] = "v.c:7:9";

int
main (void)
{
  unsigned long e = __qprop_divcheck_enter ();
  __qprop_divcheck_value (loc, 1, e, 2, 0, 100, 4, 32);
  __qprop_divcheck_value (loc, 1, e, 3, 0, 104, 4, 32);
  __qprop_divcheck_value (loc, 1, e, 5, 0, 113, 4, 32);
  return 0;
}

/* { dg-output "qprop div-check: v.c:7:9: value analysed as 4\\*T \\+ a breaks its form: lane 2 has 100, lane 5 has 113 \\(iterations 2 and 5, chunk width \[0-9\]+\\)" } */
