/* host-sr-ssrqp-refuse.c with sr-symbolic-steps on (the default):
   unknown ()'s trip count m is known only at run time, and its last
   iteration is peeled behind a test of the count (a count of zero goes
   to the peeled copy alone), so c[j + 1] is hoisted in the loop; the
   other refusals stand.  The run checks unknown () for every m up to M
   against the scalar reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-sr" } */

#include "host-sr-ssrqp-refuse.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: unknown: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=1 last-peeled=1$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: its count is known only at run time; a count of zero goes to the peeled copy alone$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: far: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: call: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: store: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=0 last-peeled=0$} "qprop-sr" } } */
