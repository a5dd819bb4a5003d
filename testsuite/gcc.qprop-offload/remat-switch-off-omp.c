/* qprop-remat with remat-simt-switch=off: the SIMT region of
   remat-switch-omp.c keeps its switches; the pass does not look.  The
   run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-simt-switch=off" } */

#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-not {SIMT region at bb} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.1: pressure=} "qprop-remat" } } */
