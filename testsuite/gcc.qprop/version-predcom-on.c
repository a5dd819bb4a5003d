/* version-predcom.c with version-predcom=on: smooth is versioned just
   the same, but predictive commoning stays on for it, runs on both
   functions and unrolls both loops (smooth's checked copy; the unchecked
   one has no chain it can carry).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-vectorize -fplugin-arg-qprop-version-predcom=on -fplugin-arg-qprop-dump=qprop-version -fdump-tree-pcom-details" } */

#include "version-predcom.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=1 } "qprop-version" } } */
/* { dg-final { scan-tree-dump-not {predictive-commoning switched off} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^;; Function smooth \(} "pcom" } } */
/* { dg-final { scan-tree-dump {(?n)^;; Function smooth_r \(} "pcom" } } */
/* { dg-final { scan-tree-dump-times {(?n)^Unrolling 2 times\.$} 2 "pcom" } } */
