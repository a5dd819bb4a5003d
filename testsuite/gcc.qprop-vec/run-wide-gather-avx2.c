/* wide.h at -O3 -march=x86-64-v3 with gathers of four elements switched
   on (-mtune-ctrl=use_gather,use_gather_4parts: the generic tuning has
   none): kernel_gather loads a double with vgatherdpd (V4SI index, the
   64-bit mask as is) and an int with vpgatherdd xmm (the mask narrowed
   to 32-bit lanes), both under the mask of k > 0.  Cost model off as in
   run-wide.c.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=x86-64-v3 -mtune-ctrl=use_gather,use_gather_4parts -ffp-contract=off -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#include "wide.h"

/* { dg-final { scan-qprop-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* gathers=2 lanes=0 } "qprop-vectorize" } } */
/* { dg-final { scan-qprop-dump-times {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=1 } 4 "qprop-vectorize" } } */
