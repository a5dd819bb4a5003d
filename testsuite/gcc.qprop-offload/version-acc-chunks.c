/* qprop-version in the nvptx accelerator compiler, OpenACC: the inner
   loop of a chunked 3-point filter over two plain pointers (see
   version-chunks.h).  In the offloaded function the pointers have lost
   any restrict they had and the loop's references carry clique 1 base
   0, which claims nothing: qprop-version gives them a clique of its own
   under a run-time check that the lane's ranges are apart.  The check
   is the warp's: a vote over the active lanes (vote.sync.all.pred), so
   that the lanes of a warp never split between the two copies.  The
   check covers the lane's chunk loop too (levels=2).

   The run checks every cell against a sequential reference, with the
   arrays apart and with out shifted -2 .. 2 cells against in in one
   buffer, where the vote must send the warp to the unchecked copy;
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version" } */

#define CHUNK_LOOP _Pragma ("acc parallel loop gang vector present(in[0:SZ], out[0:SZ])")
#define DATA_TWO _Pragma ("acc data copyin(buf0[0:SZ + 8]) copy(buf1[0:SZ + 8])")
#define DATA_ONE _Pragma ("acc data copy(buf0[0:SZ + 8])")
#include "version-chunks.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=[1-9][0-9]* iterations=16 check=[0-9]+ size=[0-9]+ levels=2 clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {vote\.sync\.all\.pred} 1 "qprop-version" } } */
