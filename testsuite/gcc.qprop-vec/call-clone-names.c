/* calls-clone.h compiled at -O3 -march=x86-64-v3: the calls go to the
   AVX2 clones, inbranch under the branch (_ZGVdM8vul_wave: masked, 8
   lanes, a vector, a uniform and a linear argument) and notinbranch
   after it (_ZGVdN8vul_wave).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize" } */

#include "calls-clone.h"

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=8 .* calls=2 clones=2$} "qprop-vectorize" } } */
/* { dg-final { scan-assembler {call\s+_ZGVdM8vul_wave} } } */
/* { dg-final { scan-assembler {call\s+_ZGVdN8vul_wave} } } */
