/* qprop-remat in the nvptx accelerator compiler, OpenMP (the simd
   body, kern._omp_fn.1), remat-pressure=1: j = i * 3 + k1 (affine,
   3*T+x) is recomputed after the hash rounds.  The base pointers b, c
   and d are loaded from the argument block, a restrict parameter whose
   value does not escape and that no store based on it writes, so that
   nothing may write it while the function runs (load safety's
   function_writers; GCC's alias oracle alone says the store to o[i]
   may); they are used only in the lane loop, which their definition is
   not in: left alone without remat-loops.  The teams code
   (kern._omp_fn.0) has no SIMT region; values live across its calls
   are recomputed after them (remat-omp-calls.c), as are the loop bounds
   that kern._omp_fn.1 loads before calling omp_get_num_threads (the two
   uniform values recomputed there, each once, right after the call,
   since no other call and no block of the SIMT region lies on their way
   to their uses: three copies in all).  The run checks every output
   against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1" } */

#define REMAT_LOOP _Pragma ("omp target teams distribute parallel for simd map(to: a[0:n], b[0:TAB], c[0:TAB], d[0:TAB]) map(from: o[0:n])")
#include "remat-kernel.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 28\): j_[0-9]+ = .*\nqprop-remat:     affine 3\*T\+x, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): [bcd]_[0-9]+ = \*\.omp_data_i_[0-9]+\(D\)\.[bcd];\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: used in a loop its definition is not in .*$} 3 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.1: pressure=1 peak=[0-9]+->[0-9]+ candidates=[0-9]+ affine=1 uniform=2 copies=3 statements=3 left=[0-9]+ calls=2$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kern\._omp_fn\.0: no SIMT region$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+, a call to __builtin_omp_get_num_threads\): recomputed in bb [0-9]+ \(1 statements\)\nqprop-remat:     one copy, after the call: no other call and no high-pressure block on its way to the uses$} 2 "qprop-remat" } } */
