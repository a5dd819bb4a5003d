/* The masked clone of an `omp declare simd' function is an omp simd loop
   over the lanes whose mask test reads the mask through
   VIEW_CONVERT_EXPR <int> (f): a lane-varying value inside a register
   view.  The session 35 pass took it for uniform and crashed (an ICE in
   scalar_of, GCC's gcc.dg/gomp/openmp-simd-1.c); it is varying, and the
   loop is left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#pragma omp declare simd
float
bar (float b)
{
  return b * b;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): left alone: an operation on lane-varying values this version does not vectorize$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF} "qprop-vectorize" } } */
