/* qprop-version in the nvptx accelerator compiler, OpenMP: the loop of
   version-acc-chunks.c under "target teams distribute parallel for
   simd" (see version-chunks.h).  In the simd body each lane runs the
   inner loop of its own iterations t; the references carry clique 1
   base 0 in the offloaded function, qprop-version gives them its own
   clique under a run-time check of the lane's ranges, made the warp's
   by a vote over the active lanes.

   The run checks every cell against a sequential reference, with the
   arrays apart and with out shifted -2 .. 2 cells against in in one
   buffer; check-simt-run.sh runs it on simgpu.

   The register guard is off here (register-guard=off), since this test
   is about the transform: in the OpenMP model the guard refuses the
   chunk loop (ptxas: 36 registers refused, 54 versioned).
   version-omp-wide-regs.c tests the guard.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define CHUNK_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:SZ]) map(tofrom: out[0:SZ])")
#define DATA_TWO _Pragma ("omp target data map(to: buf0[0:SZ + 8]) map(tofrom: buf1[0:SZ + 8])")
#define DATA_ONE _Pragma ("omp target data map(tofrom: buf0[0:SZ + 8])")
#include "version-chunks.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=16 check=[0-9]+ size=[0-9]+ levels=[0-9] clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {vote\.sync\.all\.pred} 1 "qprop-version" } } */
