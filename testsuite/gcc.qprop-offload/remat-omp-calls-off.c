/* qprop-remat with remat-calls=off: the target region's own function
   (kern._omp_fn.0 of remat-omp-calls.c) has no SIMT region and is left
   alone; nothing is recomputed across its calls.  The run checks every
   output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-calls=off" } */

#include "remat-omp-calls.c"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: no SIMT region$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {a call to} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {kern\._omp_fn\.0: pressure=} "qprop-remat" } } */
