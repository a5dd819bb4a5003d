/* qprop-reconverge at -O2 in host SIMT mode: host-reconverge.c's
   binary-tree walks.  -fsplit-paths is an -O3 pass: no split-paths
   candidate is listed and split-paths is never switched off.  The late
   jump threaders (-fthread-jumps) do run at -O2, and the divergent
   branch B of each walk (if (k < key[node])) lies inside a loop with its
   join in that loop, where a threaded path could take the join away from
   some lanes: thread-jumps is switched off in walk and mixed, and in
   mixed the uniform branch of the second loop loses it too
   (uniform-lost=1).  host-reconverge-nothing.c turns -fthread-jumps off
   as well: then nothing is left to guard.  The run checks the same
   results as at -O3.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-reconverge" } */

#include "host-reconverge.c"

/* { dg-final { scan-tree-dump-not {split-paths} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 56\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: walk: switched off: thread-jumps \(protected=1 uniform-kept=0 uniform-lost=0\)$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 79\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of uniform branch bb [0-9]+ \(line 88\): loses it with the function$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: mixed: switched off: thread-jumps \(protected=1 uniform-kept=0 uniform-lost=1\)$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-not {nothing to guard} "qprop-reconverge" } } */
