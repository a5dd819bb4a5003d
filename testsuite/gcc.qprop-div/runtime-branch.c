/* A branch reported uniform that goes different ways in lanes 0 and 1 of
   one chunk: the div-check runtime prints the violation and aborts.  */
/* { dg-do run } */
/* { dg-shouldfail "div-check" } */

unsigned long __qprop_divcheck_enter (void);
void __qprop_divcheck_branch (const char *, unsigned, unsigned long,
			      unsigned long, unsigned long, int);

int
main (void)
{
  unsigned long e = __qprop_divcheck_enter ();
  __qprop_divcheck_branch ("t.c:3:5", 0, e, 0, 0, 1);
  __qprop_divcheck_branch ("t.c:3:5", 0, e, 1, 0, 0);
  return 0;
}

/* { dg-output "qprop div-check: t.c:3:5: branch analysed as uniform diverges: lane 0 went taken and lane 1 went not taken \\(iterations 0 and 1, chunk width \[0-9\]+\\)" } */
