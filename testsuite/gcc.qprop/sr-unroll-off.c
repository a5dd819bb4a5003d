/* sr-unroll.c with -fplugin-arg-qprop-sr-unroll=1: the same
   replacements, and no loop is unrolled or even considered.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr -fplugin-arg-qprop-sr-unroll=1" } */

#include "sr-unroll.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: rot1: .* replaced=1 insertions=1 phis=1 carried=1 .* unrolled=0 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: rot2: .* replaced=1 insertions=2 phis=2 carried=2 .* unrolled=0 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: exits: .* replaced=1 .* unrolled=0 not-unrolled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump-not {qprop-sr: loop [0-9]+: (?:not )?unrolled} "qprop-sr" } } */
