/* qprop-sr (sr-symbolic-steps, the default) in the nvptx compiler,
   OpenACC: the column walk of sr-stride.h, whose stride s is a run-time
   argument.  In the row loop, r * s is no leaf but s plus s times the
   iteration number, so the arm's in[(r + 1) * s + c] is read by the next
   iteration's in[r * s + c]: it is hoisted above its test (SSRQP) once
   the loop's last iteration is peeled off, in one of the two copies
   qprop-version makes.  The run checks every cell against the host with
   in and out apart and overlapping for s = W, 0 and -W.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr -foffload-options=nvptx-none=-fplugin-arg-qprop-selftest=version-all" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(b[0:SZ], bo[0:SZ])")
#define DATA_BUF _Pragma ("acc data copy(buf[0:SZ])")
#include "sr-stride.h"

/* Without the scaled leaf nothing shows that the next row reads the
   element: speculated=0 (sr-acc-stride-off.c).  */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: bb [0-9]+: to be hoisted to bb [0-9]+ once loop [0-9]+'s last iteration is peeled off \(read by the next iteration, or the peeled last one\): b_[0-9]+ = } "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: walk\._omp_fn\.0: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=[1-9]} "qprop-sr" } } */
