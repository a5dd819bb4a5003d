/* host-sr-ssrqp-fig5.c under SSRQP_S, the paper's control rule, which
   hoists out of uniform branches too: uniform ()'s c[j], read under a
   test on j that every lane takes alike, goes above the test (its read
   at the end of the iteration shows it cannot trap), where SSRQP leaves
   it.  The runs are the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-insertion-rule=ssrqp_s -fplugin-arg-qprop-dump=qprop-sr" } */

#include "host-sr-ssrqp-fig5.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: uniform: insertion-rule=ssrqp_s arm-refusals=0 speculated=1 last-peeled=0$} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: insertion-rule=ssrqp_s arm-refusals=[0-9]+ speculated=1 last-peeled=0$} "qprop-sr" } } */
