/* host-sr-peel.c with sr-symbolic-steps on (the default): tail (), whose
   trip count is known only at run time, has its first iteration peeled
   too, and the value carried from it; the run compares out with the
   scalar reference for every n from 1 to 40.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp-simd -fno-tree-loop-vectorize -fplugin-arg-qprop-dump=qprop-sr" } */

#include "host-sr-peel.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: kernel: peeled=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: tail: peeled=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: tail: candidates=.* replaced=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: first iteration not peeled, it has an asm statement$} "qprop-sr" } } */
