/* qprop-version in the nvptx accelerator compiler, OpenMP: a column walk
   whose stride s is a run-time argument (version-stride.h).  The row
   loop of walk is versioned on a warp-voted check whose ranges are
   widened by s times the trip count in the direction s takes at run time;
   the index (r +- 1) * s + c computed in the arms is tested against int
   at the first and last row.  The run checks every cell against the same
   walk compiled without OpenMP, with in and out apart and overlapping for
   s = W, 0 and -W: where they overlap the check must fail and the
   original loop run; walki's invariant in[c], which LIM loads once in
   the checked copy, goes stale where a wrong check passes (a check
   whose ranges were not widened by the stride fails this test).  walkw's index is unsigned arithmetic, which wraps
   by C's rules: its loop is left alone.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=version-all" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: b[0:SZ]) map(tofrom: bo[0:SZ])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "version-stride.h"

/* walk and walki are versioned, walkw is not: the store's index wraps.
   walk only with selftest=version-all: its loads repeat each other at a
   symbolic distance, which no pass carries yet, so the cost model finds
   no load freed (version-{acc,omp}-colarm.c); walki's invariant in[c]
   pays by itself.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=1 copied=[0-9]+$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walki\._omp_fn\.1: loops=1 versioned=1 copied=[0-9]+$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walkw\._omp_fn\.1: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a store whose address is not affine$} 1 "qprop-version" } } */
