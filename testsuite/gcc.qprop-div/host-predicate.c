/* Block predicates (the uniform_predicate query, printed by -details): in
   host-lane-if.c the two arms of each of the divergent B1 and B2 (the
   then-block and the empty forwarder GCC keeps for the else-edge) run in
   some lanes only: 4 blocks with a divergent predicate.  The arms of the
   uniform B3 'if (flag)' and the blocks after each join run in all lanes
   or none (7 blocks).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd" } */
/* { dg-additional-options "-fplugin-arg-qprop-dump=qprop-div-details" } */

#include "host-lane-if.c"

/* { dg-final { scan-tree-dump-times {(?n)block bb [0-9]+: predicate divergent$} 4 "qprop-div" } } */
/* { dg-final { scan-tree-dump-times {(?n)block bb [0-9]+: predicate uniform$} 7 "qprop-div" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: kernel: blocks=[0-9]+ edges=[0-9]+ analysis took [0-9]+ us$} "qprop-div" } } */

/* div-check instrumented the build that ran: 1 branches and 6 values
   the analysis calls uniform or affine are checked while it runs.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-div: div-check: regions=1 skipped=0 branches=1 values=6$} "qprop-div" } } */
