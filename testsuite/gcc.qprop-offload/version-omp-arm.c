/* qprop-version in the nvptx accelerator compiler, OpenMP: column walks
   with neighbour rows loaded in divergent arms (see version-arm.h).  The
   arms' addresses come from qprop's address form only where value ranges
   prove their arithmetic cannot wrap; in OpenMP's SIMT loop they do not
   (below), and each arm is refused with the statement that may wrap.
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version-details" } */

#define COL_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NP]) map(tofrom: out[0:NP])")
#define DATA_TWO _Pragma ("omp target data map(to: buf0[0:SZ]) map(tofrom: buf1[0:SZ])")
#define DATA_ONE _Pragma ("omp target data map(tofrom: buf0[0:SZ])")
#include "version-arm.h"

/* In the OpenMP SIMT loop (i = start + lane, i += 32) the lane's column c
   has no value range, so c + (r - 2) * W may wrap by the ranges, and
   every arm is refused, walk's included: only the run is checked for
   those.  Closing that needs a run-time bound in the check.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:     load with an affine address from its address form } 0 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:     load without an affine address \(no base address; address form: index arithmetic that may wrap\): v_[0-9]+ = \*_[0-9]+;$} 8 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = c_[0-9]+ \+ _[0-9]+;$} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = w_[0-9]+ \* _[0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = s_[0-9]+ \+ [0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned } 0 "qprop-version" } } */
