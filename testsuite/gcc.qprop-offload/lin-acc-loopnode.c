/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define ITEM_LOOP _Pragma ("acc parallel loop gang vector copyin(a[0:n], b[0:NB]) copy(c[0:n], s[0:n])")
#include "lin-loopnode.h"
