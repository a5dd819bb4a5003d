/* qprop-sr's SSRQP in the nvptx accelerator compiler, OpenMP: the
   filter of sr-ssrqp.h.  in[i + 2], on a divergent arm, is hoisted above
   its tests in the lane's chunk loop once the loop's last iteration is
   peeled off (the division in the loop does not stop the next
   iteration's read from counting: PTX's division does not trap), and
   in[i + 1] .. in[i - 2] become the values loaded in the iterations
   before.  The PHIs that later replacements of the chain make again
   are merged into the earlier ones (the -details lines "NEW is OLD").
   The register guard is off: at libgomp's 8-warp blocks it refuses the
   hoist and two carried values (sr-omp-ssrqp-regs.c).
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-sr-details -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define CHUNK_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: in[0:NP]) map(tofrom: out[0:NP])")
#define DATA /* mapped by the target construct */
#include "sr-ssrqp.h"

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: filter[^:]*: insertion-rule=ssrqp arm-refusals=[0-9]+ speculated=[1-9][0-9]* last-peeled=[1-9][0-9]*$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: bb [0-9]+: to be hoisted to bb [0-9]+ once loop [0-9]+'s last iteration is peeled off \(read by the next iteration, or the peeled last one\): b_[0-9]+ = \*_[0-9]+;$} "qprop-sr" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-sr: bb [0-9]+: qsr_[0-9]+ is [a-z_]+[0-9]+$} "qprop-sr" } } */
