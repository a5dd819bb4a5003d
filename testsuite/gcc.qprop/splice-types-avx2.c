/* splice-types.c with AVX2's 32-byte vectors, where x86-64 has the
   permutations that SSE2 lacks (vpalignr after vperm2i128, vpermq,
   vshufpd ...): every kernel splices, int64_t and double now in _b and _c
   too (four lanes a vector, so the loads are no longer a whole vector
   apart), and the run checks the results of every permutation AVX2 is
   asked for.  Run only where the CPU has AVX2.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -mavx2 -fplugin-arg-qprop-passes=qprop-splice,qprop-sr -fplugin-arg-qprop-dump=qprop-splice" } */

#include "splice-types.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-splice: (?:i8|i16|i32|i64|f|d)_[abcd]: candidates=[0-9]+ groups=[0-9]+ spliced=[1-9][0-9]* moved=[0-9]+ unsupported=0 unmovable=0 unrotated=0$} 24 "qprop-splice" } } */
/* { dg-final { scan-tree-dump-not {not spliced} "qprop-splice" } } */
/* The 5-point stencil on 32 bytes: in[i-1], in[i] and in[i+1] from
   in[i-2] and in[i+2], in each of the two vector loops (32 and 16
   bytes).  */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice: i8_d: candidates=10 groups=2 spliced=6 moved=2 unsupported=0 unmovable=0 unrotated=0$} "qprop-splice" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-splice:   now vect_[^ ]* = VEC_PERM_EXPR <vect_[^,]*, vect_[^,]*, \{ 1, 2, 3, 4 \}>;$} "qprop-splice" } } */
