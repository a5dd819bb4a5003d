/* qprop-version in the nvptx accelerator compiler, OpenMP: a column walk
   whose arms' index bounds the column loop changes other than affinely
   (see version-moved.h): the check is not hoisted out of it.
   check-simt-run.sh runs it on simgpu.  The register guard's spill
   forecast is off (register-guard-spills=off): it refuses the check,
   whose warp vote in the column loop has more registers live across it
   than the function's calls (version-omp-call-saves.c).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version-details -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard-spills=off" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: cols[0:W], in[0:NP]) map(tofrom: out[0:NP])")
#define DATA_TWO _Pragma ("omp target data map(to: cols[0:W], buf0[0:SZ]) map(tofrom: buf1[0:SZ])")
#define DATA_ONE _Pragma ("omp target data map(to: cols[0:W]) map(tofrom: buf0[0:SZ])")
#include "version-moved.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:       the check tests [12] index(es)? against (its|their) type$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(.* levels=1 clique=[0-9]+\)$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:     check not hoisted out of the enclosing loop: an index bound that it changes other than affinely$} "qprop-version" } } */
