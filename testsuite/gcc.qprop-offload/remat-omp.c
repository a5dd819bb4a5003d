/* qprop-remat in the nvptx accelerator compiler, OpenMP (the simd
   body, kern._omp_fn.1), remat-pressure=1: j = i * 3 + k1 (affine,
   3*T+x) is recomputed after the hash rounds.  The negative case: the
   base pointers b, c and d are loaded from the argument block, which
   the store to o[i] may write as far as GCC's alias oracle knows: left
   alone.  The run checks every output against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1" } */

#define REMAT_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) map(from: o[0:n])")
#include "remat-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 28\): j_[0-9]+ = .*\nqprop-remat:     affine 3\*T\+x, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): [bcd]_[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.[bcd];\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: the memory it reads may be written in the function$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.1: pressure=1 peak=[0-9]+->[0-9]+ candidates=[0-9]+ affine=1 uniform=0 copies=1 statements=1 } "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: no SIMT region$} "qprop-remat" } } */
