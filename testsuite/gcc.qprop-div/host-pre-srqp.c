/* qprop-pre in SIMT code with -fplugin-arg-qprop-insertion-rule=srqp:
   the kernel of host-pre-esrqp.c, whose partial redundancy (b[i] * k,
   computed in the then-arm of a divergent branch and again after the
   join) plain PRE removes by inserting the load and the multiplication
   into the divergent else-arm.  With SRQP that insertion is allowed:
   both b[i] and b[i] * k are eliminated, and nothing is refused.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-insertion-rule=srqp -fplugin-arg-qprop-dump=qprop-pre" } */

#include "host-pre-esrqp.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: kernel: candidates=.* eliminated=2 insertions=2 phis=2$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {insertion-rule=esrqp} "qprop-pre" } } */
