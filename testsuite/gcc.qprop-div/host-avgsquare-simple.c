/* avgSquare (host-avgsquare.c) under the simple analysis
   (-fplugin-arg-qprop-div-mode=simple, Sampaio et al. section 3.3): with
   no affine forms, i and N are just divergent, so the inner loop's exit
   'i < N' and its guard diverge, the loop is divergent, and d is
   divergent after it -- the column "Sec. 3.3" of the paper's Fig. 2,
   where the affine analysis (host-avgsquare.c) keeps all three uniform.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd" } */
/* { dg-additional-options "-fplugin-arg-qprop-div-mode=simple -fplugin-arg-qprop-dump=qprop-div" } */

#include "host-avgsquare.c"

/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 25\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 30\): divergent$} 2 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value d_[0-9]+: uniform$} "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)value d_[0-9]+: divergent$} "qprop-div" } } */
/* { dg-final { scan-tree-dump-not {(?n): affine } "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: avg_square: mode=simple .* affine=0 .*branches=3 divergent-branches=3 loops=1 divergent-loops=1} "qprop-div" } } */

/* div-check instrumented the build that ran: 0 branches and 2 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=0 values=2$} "qprop-div" } } */
