/* qprop-remat's per-warp shared-memory slots are off by default: the
   kernel of remat-slot-acc.c, without remat-slots=on, gets no slot and no
   slot summary line.  The run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SLOT_LOOP _Pragma ("acc parallel loop gang vector vector_length(32) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])")
#include "remat-slot-kernel.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: pressure=24 } "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {warp slot|warp-slots|slot left alone} "qprop-remat" } } */
