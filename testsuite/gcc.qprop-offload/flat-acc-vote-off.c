/* flatten-vote=off: the nest of flat-acc-rarelong.c, which formula (1)
   declines with its guessed idle share, is left to the guess, without a
   copy or a vote.  The run checks the results as flat-acc-rarelong.c
   does.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten -foffload-options=nvptx-none=-fplugin-arg-qprop-flatten-vote=off" } */

#define LANE_LOOP _Pragma ("acc parallel loop gang vector copyin(seed[0:ITEMS], len[0:ITEMS]) copy(sum[0:n])")
#include "flat-rarelong.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-not {run time|run-time} "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: nests=2 flattened=0$} "qprop-flatten" } } */
