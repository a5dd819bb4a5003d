/* qprop-sr with sr-symbolic-steps=on in the nvptx accelerator compiler,
   OpenMP: benchmarks/offload/colarm's column walk (sr-colarm.h), whose
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
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr,qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-sr-symbolic-steps=on" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:w * h]) map(tofrom: out[0:w * h])")
#define DATA_BUF _Pragma ("omp target data map(tofrom: buf[0:SZ])")
#include "sr-colarm.h"
