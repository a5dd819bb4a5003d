/* qprop-remat in the nvptx accelerator compiler, OpenACC, with every
   block counted as high pressure (remat-pressure=1) and copies kept out
   of deeper loops (the default remat-loops=off).  The kernel of
   remat-kernel.h:
   - j = i * 3 + k1 is affine (3*T+x) and live across the hash rounds:
     it is recomputed after them, from the loop's counter;
   - two of the base pointers GCC loads from the read-only argument
     block (.omp_data_i) before the fork are used only before the lane
     loop: each is loaded again there;
   - the negative case: k1, k2 and k3 are loaded from memory that the
     store to o[i] may write (GCC's alias oracle cannot tell them
     apart), so they are left alone, whatever the pressure;
   - the other pointers are used inside the lane loop, deeper than
     their definition: left alone.
   The run checks every output against the host; check-simt-run.sh
   runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1" } */

#define REMAT_LOOP _Pragma ("acc parallel loop gang vector vector_length(32) copyin(a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) copyout(o[0:n])")
#include "remat-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 28\): j_[0-9]+ = .*\nqprop-remat:     affine 3\*T\+x, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): _[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.[^;]*;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 2 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): k[123]_[0-9]+ = \*_[0-9]+;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: the memory it reads may be written in the function$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: used in a loop its definition is not in } 4 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: pressure=1 peak=[0-9]+->[0-9]+ candidates=[0-9]+ affine=1 uniform=2 copies=3 statements=3 } "qprop-remat" } } */
