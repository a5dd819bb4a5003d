/* A value reported uniform (coefficient 0, 16 bits, sign-extended) that
   differs in lane 1: the div-check runtime prints the violation, saying
   "uniform" rather than "0*T + a", and aborts.  */
/* { dg-do run } */
/* { dg-shouldfail "div-check" } */

unsigned long __qprop_divcheck_enter (void);
void __qprop_divcheck_value (const char *, unsigned, unsigned long,
			     unsigned long, unsigned long, long, long, int);

static const char loc[] = "u.c:4:11";

int
main (void)
{
  unsigned long e = __qprop_divcheck_enter ();
  /* Equal modulo 2^16: no violation.  */
  __qprop_divcheck_value (loc, 0, e, 0, 7, -1, 0, 16);
  __qprop_divcheck_value (loc, 0, e, 1, 7, 0xffff, 0, 16);
  /* Another instance (CTX 8): lane 1 differs.  */
  __qprop_divcheck_value (loc, 0, e, 0, 8, -1, 0, 16);
  __qprop_divcheck_value (loc, 0, e, 1, 8, -2, 0, 16);
  return 0;
}

/* { dg-output "qprop div-check: u.c:4:11: value analysed as uniform breaks its form: lane 0 has -1, lane 1 has -2 \\(iterations 0 and 1, chunk width \[0-9\]+\\)" } */
