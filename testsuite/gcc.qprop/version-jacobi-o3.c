/* version-jacobi.c at -O3, where the vectorizer and predictive commoning
   run after qprop-version: the loop is versioned as at -O2 (two groups,
   one pair, two loads freed, levels=1), and predictive commoning is
   switched off for the function (version-predcom.c tells more).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-qprop-dump=qprop-version" } */

#include "version-jacobi.c"

/* { dg-final { scan-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=2 iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=1 clique=[0-9]+\)$} 1 "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: smooth: -fpredictive-commoning switched off for the function} "qprop-version" } } */
