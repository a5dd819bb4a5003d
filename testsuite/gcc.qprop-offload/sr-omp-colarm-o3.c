/* qprop-sr in the nvptx accelerator compiler at -O3, OpenMP:
   benchmarks/offload/colarm's column walk (sr-colarm.h).  At -O3 GCC's
   loop versioning also copies the column loop for w == 1, so the row
   loop comes four times: qprop-version's checked and unchecked copies,
   each for w == 1 and w != 1.  qprop-version's check covers the column
   loop too (its index bounds tested at the first and the last column),
   and in the checked copies qprop-sr peels the row loop's first and last
   iterations and carries the column down the rows; the row loop's entry
   sits in the column loop, whose exits the two copies merge in a block
   with a virtual PHI alone, which is no divergent arm.  The run checks
   h = 0 .. 5 and 19, w = 100 and 1, against the host, with out apart
   from in and overlapping it, and two walks that must carry nothing
   across their stores (a scattered store, a stride that changes).
   The register guard's spill forecast is off
   (register-guard-spills=off): it refuses qprop-version's check here,
   whose warp vote has more registers live across it than the
   function's calls (version-omp-call-saves.c), and this test is
   about what qprop-sr does with the versioned loop.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O3 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr,qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-spills=off" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:w * h]) map(tofrom: out[0:w * h])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "sr-colarm.h"

/* One check before the column loop; in the checked copies the first
   iteration is peeled, the last one behind the test, and the column
   carried down the rows of the w != 1 and the w == 1 copies: six loads
   replaced in all.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(.* levels=2 clique=[0-9]+\)$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.1: loops=1 versioned=1 } "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration peeled, } "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: its count is known only at run time; a count of zero goes to the peeled copy alone$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk\._omp_fn\.1: candidates=[0-9]+ .* replaced=6 } "qprop-sr" } } */
/* Nothing is carried across a store no check covers, nor at a stride
   that changes.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a store whose address is not affine$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk_scatter\._omp_fn\.1: candidates=[0-9]+ .* replaced=0 } "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk_step\._omp_fn\.1: candidates=[0-9]+ .* replaced=0 } "qprop-sr" } } */
