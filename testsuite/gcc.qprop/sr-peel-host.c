/* Outside SIMT code qprop-sr peels no iteration: the kernel of
   gcc.qprop-div/host-sr-peel.c on the host, where the conditional
   in[i - 2] is no divergent arm.  The trap refusal stays, and the run
   still checks every result.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fno-tree-loop-vectorize -fplugin-arg-qprop-dump=qprop-sr" } */

#include "../gcc.qprop-div/host-sr-peel.c"

/* { dg-final { scan-tree-dump-not {peeled} "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: .* trap-refusals=1 } "qprop-sr" } } */
