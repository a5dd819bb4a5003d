/* qprop-remat with remat-loops=on (OpenACC): the base pointers of
   remat-acc.c that the lane loop uses are loaded again from the
   read-only argument block inside it, next to their uses, rather than
   held in registers across the whole kernel; the function's estimated
   peak falls.  The uniform u = k2 * k3 + n is left alone: k2 * k3 is
   not live in the loop, and k2, k3 cannot be reloaded (their memory
   may be written).  The run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1 -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-loops=on" } */

#define REMAT_LOOP _Pragma ("acc parallel loop gang vector vector_length(32) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])")
#include "remat-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): _[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.[^;]*;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 5 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 29\): u_[0-9]+ = .*\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: an operand is not live at a use and cannot be recomputed$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {used in a loop its definition is not in} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: pressure=1 peak=23->19 candidates=[0-9]+ affine=1 uniform=5 copies=6 statements=6 } "qprop-remat" } } */
