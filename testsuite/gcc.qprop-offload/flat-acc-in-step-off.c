/* qprop-flatten with -fplugin-arg-qprop-flatten-in-step=off: the nests of
   flat-acc-workqueue.c are flattened as there, but neither keeps the
   in-step edge, so the outer nest's dump line has no "in-step" although
   its inner iteration is heavy.  Same run and reference as there.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=flatten-all -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-flatten-in-step=off" } */

#include "flat-acc-workqueue.c"

/* { dg-final { scan-offload-tree-dump-not {in-step} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): flattened \(Ta=[0-9]+ Tb=[0-9]+ n/N=50% back-edges=1(?: in-step)?\)$} 2 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: nests=2 flattened=2$} "qprop-flatten" } } */
