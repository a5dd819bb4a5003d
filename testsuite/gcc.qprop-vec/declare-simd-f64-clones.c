/* The simd clones of a `declare simd' function on doubles: GCC makes one
   per x86 ISA (SSE2 `b', AVX `c', AVX2 `d', AVX-512F `e'), each with a
   loop over its lanes that qprop-vectorize may vectorize.  The `e' clone
   is compiled for AVX-512F without VL: its 64-bit values compare into
   mask registers but its 32-bit ones (the lane's mask bit, from the
   clone's integer mask argument) into vector masks, and the pass once
   viewed one as the other and broke the IR.  It is now left alone with
   the reason; -fplugin-arg-qprop-verify checks the IR of every clone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-verify" } */

#pragma omp declare simd
__attribute__((noinline)) double
halve_or_quarter (double x)
{
  return x > 1 ? x * 0.5 - 1 : x * 0.25;
}

/* { dg-final { scan-tree-dump {left alone: 32-bit values beside 64-bit ones have other masks than the mask registers \(AVX-512 without VL\)} "qprop-vectorize" } } */
