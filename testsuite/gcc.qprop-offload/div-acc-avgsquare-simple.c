/* avgSquare (div-acc-avgsquare.c) in the accelerator compiler under the
   simple analysis (div-mode=simple): without affine forms the inner
   loop's exit 'i < N' and its guard (line 72) diverge, the loop is
   divergent and d is divergent after it, where the affine analysis keeps
   them uniform (the paper's Fig. 2, columns 3.3 and 3.4).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div -foffload-options=nvptx-none=-fplugin-arg-qprop-div-mode=simple" } */

#include "div-acc-avgsquare.c"

/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 72\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)value d_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-not {(?n): affine } "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-div: avg_square\._omp_fn\.0: mode=simple .* affine=0 .* branches=5 divergent-branches=5 loops=2 divergent-loops=2 } "qprop-div" } } */
