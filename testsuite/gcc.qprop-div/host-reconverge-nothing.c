/* qprop-reconverge with nothing to guard, in host SIMT mode:
   host-reconverge.c's binary-tree walks at -O2 -fno-thread-jumps.  None
   of the passes the guard watches runs (-fsplit-paths is an -O3 pass,
   -ftracer needs profile feedback, and the late jump threaders are off),
   so nothing would copy a join: every function, SIMT code or not, says
   "nothing to guard", no candidate is listed and no option is switched
   off.  The run checks the same results as at -O3.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-thread-jumps -fopenmp-simd -fplugin-arg-qprop-dump=qprop-reconverge" } */

#include "host-reconverge.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: walk: nothing to guard \(split-paths, tracer and thread-jumps off\)$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: mixed: nothing to guard \(split-paths, tracer and thread-jumps off\)$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge: [a-z_]+: nothing to guard \(split-paths, tracer and thread-jumps off\)$} 4 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-not {could copy|switched off} "qprop-reconverge" } } */
