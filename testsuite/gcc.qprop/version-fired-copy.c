/* The kernels of run-version-copy.c (run-version-nest.c's, with
   version-copy=1) get their checked copy, and every check that covers
   enclosing loops is computed before the nest with only the innermost loop
   copied (eight of the nine loops; tri's check stays in its row): where
   the checks go, beside the run test's own check, at every level, that
   each kernel was versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -w -fplugin-arg-qprop-version-copy=1 -fplugin-arg-qprop-dump=qprop-version" } */

#include "run-version-nest.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned } 9 "qprop-version" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:     check computed before the nest, 1 of its [23] loops copied: version-copy allows no more$} 8 "qprop-version" } } */
