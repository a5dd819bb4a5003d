/* qprop-simt-pre only acts while qprop-pre is selected: without it,
   switching GCC's PRE off would leave the function with no PRE at all.
   The kernels of host-simt-pre.c with -fplugin-arg-qprop-passes naming
   the guard and not qprop-pre: every function with a SIMT region is left
   alone, and says why.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-code-hoisting -fopenmp-simd -fplugin-arg-qprop-passes=qprop-simt-pre,qprop-div -fplugin-arg-qprop-dump=qprop-simt-pre" } */

#include "host-simt-pre.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-simt-pre: divergent: left alone: qprop-pre is not selected$} "qprop-simt-pre" } } */
/* { dg-final { scan-tree-dump-not {tree-pre switched off} "qprop-simt-pre" } } */
