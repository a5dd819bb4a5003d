/* qprop-remat keeps the stack and uniformity switches of a SIMT region
   that holds an asm statement naming the stack register %stack, which
   the entry switches to the per-lane stack.  The asm is a comment, for
   the host's assembler and for ptxas alike (the offloaded code is
   preprocessed for the host): the rule reads the template's text.  The
   run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#define SWITCH_ASM "/* %%stack */"
#include "remat-switch-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat: SIMT region at bb [0-9]+: switches kept: an asm statement that may call, be atomic or use the stack$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {switches dropped} "qprop-remat" } } */
