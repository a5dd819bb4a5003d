/* qprop-linearize over the loop tree (issue 33) on OpenMP "target teams
   distribute parallel for simd" loops (nvptx accelerator compiler): the kernels of lin-loopnode.h, each
   a divergent region that holds a loop.

     guarded:  the whole region is linearized, the uniform do-while loop
	       one guarded node of it (loops=1, 1 uniform);
     ragged:   the same with a trip count that differs between lanes and an
	       early break: a loop with a divergent exit and two exit edges,
	       collected in one block under the node's guard;
     scbreak:  a condition chain whose target holds a loop with a break
	       (divergent exit), left as it is below the target;
     inner:    nested arms, the inner one a condition chain whose target
	       holds a for loop: the loop's copied header test (kl > 0, a
	       uniform branch) and the loop are one guarded node, and the
	       outer region is linearized whole (folded=3, loops=1 uniform);
     twoexits: a loop whose exits lead to two blocks: refused ("a loop in
	       it exits to more than one block") for each region holding it.

   The run compares every element of every kernel with its reference (the
   same body without the pragma), for t making the tests all true, all
   false and mixed, a zero trip count, and a partial last warp;
   check-simt-run.sh runs it on simgpu with the transformed nvptx code, at
   -O2 and -O3, with every region linearized.  The register guard is off:
   it turns down guarded's region in the simd body ("it would keep fewer
   warps resident per SM"), and the scans are about the loop nodes.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize -foffload-options=nvptx-none=-fplugin-arg-qprop-register-guard=off" } */

#define ITEM_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: a[0:n], b[0:NB]) map(tofrom: c[0:n], s[0:n])")
#include "lin-loopnode.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=5 folded=2 guarded=4 merged-phis=3 gain=[0-9]+ cost=[0-9]+ loops=1 \(1 uniform, 0 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=6 folded=2 guarded=5 merged-phis=3 gain=[0-9]+ cost=[0-9]+ loops=1 \(0 uniform, 1 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(blocks=6 folded=3 guarded=5 merged-phis=1 gain=[0-9]+ cost=[0-9]+ loops=1 \(1 uniform, 0 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized as a condition chain \(blocks=2 folded=2 guarded=1 merged-phis=0 gain=[0-9]+ cost=[0-9]+ loops=1 \(0 uniform, 1 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n): linearized} 4 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: left alone: a loop in it exits to more than one block$} 3 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-linearize: twoexits\._omp_fn\.1: divergent-branches=[0-9]+ folded=0 } "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {it holds a loop} "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {it holds a uniform branch} "qprop-linearize" } } */
