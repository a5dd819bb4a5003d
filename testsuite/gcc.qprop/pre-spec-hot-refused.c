/* pre-spec-hot.c shows that a[0] is not made available by a speculative
   insertion, with scans that qprop-pre's dump lacks an elimination.  Such
   scans also pass when the pass never looked at the load; this test reads
   the detailed dump and asserts that qprop-pre did consider a[0] in both
   functions and refused it, each time for the reason pre-spec-hot.c
   gives: in `irreducible' the query finds the load not redundant, and in
   `nested' making it available would need a loop-header PHI.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-pre -fno-code-hoisting -fplugin-arg-qprop-dump=qprop-pre-details" } */

#include "pre-spec-hot.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not redundant \([0-9]+ blocks asked\): _[0-9]+ = a\[0\];$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: bb [0-9]+: not changed, a loop-header PHI would carry a value across iterations: _[0-9]+ = a\[0\];$} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: irreducible: candidates=[1-9]} "qprop-pre" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-pre: nested: candidates=[1-9][0-9]* .* eliminated=0 } "qprop-pre" } } */
