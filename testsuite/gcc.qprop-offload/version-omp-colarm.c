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
   first.  Today qprop-version leaves the row loop alone, and the reason is
   the store: with a run-time w, GCC's data reference for out[r * w + c] is
   not affine (with w a constant 100 the loop gets as far as "the check
   would free no load", the arm loads not counted).  qprop-sr then hoists
   nothing.  walk._omp_fn.1 is the simd body; walk._omp_fn.0, the teams
   function, holds the distribute loop, which qprop-version leaves alone
   for its several exits.  The scans record that; affine addresses wherever
   they are computed (issue 33, item 3) must version this loop.

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
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:w * h]) map(tofrom: out[0:w * h])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "version-colarm.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a store whose address is not affine$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=0 copied=0$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: several exits$} "qprop-version" } } */
