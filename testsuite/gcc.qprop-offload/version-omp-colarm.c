/* qprop-version in the nvptx accelerator compiler, OpenMP, the shape of
   benchmarks/offload/colarm (issue 33): a column walk in a function whose
   arrays are mapped by the caller's target data region, with run-time w
   and h, and the neighbour rows' indices computed inside divergent arms:

	 m = in[r * w + c];
	 if (m & 1)     { up = (r - 1) * w + c;  ... in[up] ... }
	 if (m < LEVEL) { dn = (r + 1) * w + c;  ... in[dn] ... }
	 out[r * w + c] = ...;

   in and out are plain pointers that the offloaded code cannot tell apart,
   so carrying the column's pixels down the rows needs a run-time check
   first.  qprop-version can check the row loop although the stride w is
   not a constant (each range widened by w * 4 times the trip count in
   the direction w takes at run time, the arms' indices tested against
   int at the first and the last row; version-{acc,omp}-stride.c), but
   leaves it alone here, with sr-symbolic-steps=off: the loads it would
   free repeat each other at a distance of w elements, and then no pass
   carries such values (qprop-sr's address forms keep w * (r - 1) and
   w * r as unrelated leaves), so the check would free no load.  With the
   default (on), sr-{acc,omp}-colarm.c test the versioned walk.
   walk._omp_fn.1 is the simd body; walk._omp_fn.0, the teams function,
   holds the distribute loop, which qprop-version leaves alone for its
   several exits.

   The run checks every cell of the buffer against the same walk compiled
   without OpenMP (ref), with out apart from in and with out in shifted by
   -1, 0 and 1 rows in the same buffer.  Shifted by 0 or 1 row the walk
   overwrites pixels it reads later in the same column, and a walk that
   read the column first (what a version carrying the pixels under a
   wrong check computes) gives other results there; W = 100 leaves a
   partial last warp.  check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-sr-symbolic-steps=off" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:w * h]) map(tofrom: out[0:w * h])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "version-colarm.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load \(groups=2 pairs=1 gain=0 } 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: several exits$} "qprop-version" } } */
