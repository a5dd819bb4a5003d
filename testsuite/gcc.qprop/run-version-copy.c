/* The kernels of run-version-nest.c with version-copy=1: every check
   that covers enclosing loops is computed once before the nest and only
   the innermost loop is copied, so the 2-D and 3-D stencils, the row
   loops and the strided rows all take the path where the copies branch
   on an answer computed outside the loops that contain them.  The
   results must still equal those of the -O0 nests, for every overlap
   the test tries.  version-fired-copy.c checks that they were versioned
   so.  */
/* { dg-do run } */
/* { dg-options "-w -fplugin-arg-qprop-version-copy=1 -fplugin-arg-qprop-dump=qprop-version" } */

#include "run-version-nest.c"

/* qprop-version fired in the build that ran: at every level but -Os, where it
   leaves loops optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: rows: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: down: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: strides: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: tri: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: sweep: .* versioned=2 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: skew: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: stencil2d: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
/* { dg-final { scan-qprop-dump {(?n)^qprop-version: heat3d: .* versioned=1 } "qprop-version" { target { ! qprop_Os } } } } */
