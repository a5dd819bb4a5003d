/* The run-time check can fail: -fplugin-arg-qprop-selftest=div-lie makes
   qprop-div call every branch uniform, so div-check instruments the
   divergent 'if (a[i] & 1)' of host-lane-if.c (line 23) and the run must
   stop at the first chunk where two lanes go different ways.  In main,
   a[0] is odd and a[1] even.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-div" } */
/* { dg-additional-options "-fplugin-arg-qprop-selftest=div-lie" } */
/* { dg-shouldfail "div-check" } */

#include "host-lane-if.c"

/* { dg-output "qprop div-check: \[^\n\]*host-lane-if.c:23:\[0-9\]+: branch analysed as uniform diverges: lane 0 went \[a-z \]+ and lane 1 went \[a-z \]+ \\(iterations 0 and 1, chunk width 32\\)" } */

/* div-check instrumented the build that ran: 3 branches and 6 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=3 values=6$} "qprop-div" } } */
