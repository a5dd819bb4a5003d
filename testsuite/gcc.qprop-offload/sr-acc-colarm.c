/* qprop-sr (sr-symbolic-steps, the default) in the nvptx compiler,
   OpenACC: benchmarks/offload/colarm's column walk (sr-colarm.h), whose
   row count h and row length w are run-time arguments.  qprop-version
   checks that out leaves in alone, and in the checked copy qprop-sr
   peels the row loop's first iteration (the up arm's first row is read
   by nothing else) and its last one behind a test of the run-time count,
   hoists the down arm's load, and carries it to the next row's m and the
   row after's up arm: one load per row where the walk had three.  The
   run checks h = 0 .. 5 and 19 against the host with out apart from in
   and overlapping it, and two walks that must carry nothing across their
   stores (a scattered store, a stride that changes).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr,qprop-version" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(in[0:w * h], out[0:w * h])")
#define DATA_BUF _Pragma ("acc data copy(buf[0:SZ])")
#include "sr-colarm.h"

/* The check covers the column loop too (levels=2): its index bounds
   are tested at the first and the last column, so only its answer is
   live round the column loop.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(.* levels=2 clique=[0-9]+\)$} "qprop-version" } } */
/* The checked copy of walk's row loop carries m from the hoisted load
   of the row above's down arm and the up arm from m: two loads replaced,
   with the first iteration peeled and the last one behind the test.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version: walk\._omp_fn\.0: loops=1 versioned=1 } "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration peeled, } "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: loop [0-9]+: its count is known only at run time; a count of zero goes to the peeled copy alone$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk\._omp_fn\.0: candidates=[0-9]+ .* replaced=2 } "qprop-sr" } } */
/* Nothing is carried across a store no check covers, nor at a stride
   that changes.  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: a store whose address is not affine$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk_scatter\._omp_fn\.0: candidates=[0-9]+ .* replaced=0 } "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk_step\._omp_fn\.0: candidates=[0-9]+ .* replaced=0 } "qprop-sr" } } */
