/* version-copy bounds how many loops of a nest one versioning copies.
   The 3-D stencil of version-nest.c (heat): its check covers all three
   loops (levels=3) either way.
   With version-copy=1 only the innermost loop is copied, and the check,
   computed once before the nest, decides between the two copies in
   every row; the dump says so.  (The default, 2, copies the loop around
   it too: version-nest.c.)  run-version-copy.c runs
   run-version-nest.c's kernels with version-copy=1.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-version-copy=1 -fplugin-arg-qprop-dump=qprop-version" } */

#include "version-nest.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=3 clique=[0-9]+\)\nqprop-version:     check computed before the nest, 1 of its 3 loops copied: version-copy allows no more$} "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-version:     check computed before the nest, 2 of} "qprop-version" } } */
