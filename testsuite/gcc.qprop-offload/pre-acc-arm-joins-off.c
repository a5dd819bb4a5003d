/* The kernel of pre-acc-arm-joins.c with arm-joins=off: ESRQP taken
   strictly refuses the narrowing in the arm that loads, so nothing is
   inserted into a divergent arm and the join keeps its evaluation.  The
   run still checks the results.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-arm-joins=off -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-pre" } */

#include "pre-acc-arm-joins.c"

/* { dg-final { scan-offload-tree-dump-not {inserted in the divergent arm} "qprop-pre" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-pre: main\._omp_fn\.0: insertion-rule=ssrqp arm-refusals=[1-9][0-9]* arm-joins=0$} "qprop-pre" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-pre: main\._omp_fn\.0: candidates=.* eliminated=0 insertions=0 phis=0$} "qprop-pre" } } */
