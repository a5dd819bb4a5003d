/* The kernels of run-version-types.c get their checked copy (8 loops
   versioned at -O2): the number of loops at one level, beside the run
   test's own check, at every level, that each kernel was versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -w -fplugin-arg-qprop-dump=qprop-version" } */

#include "run-version-types.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned } 8 "qprop-version" } } */
