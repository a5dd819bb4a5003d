/* version-no-gain.c's loops with qprop-sr off.  GCC's own passes do not
   carry reload's p[i + 1] to the next iteration's p[i] while a store
   that may write p is in the loop, even off the way between the two
   (gcc -O2 and -O3 load both in every iteration), so there the check
   does free the load (gain=1) and the loop is versioned.  back's stored
   value is carried by GCC's PRE either way, so back stays alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-version -fplugin-arg-qprop-dump=qprop-version" } */

#include "version-no-gain.c"

/* { dg-final { scan-tree-dump {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=3 pairs=2 gain=1 .*\n.*\nqprop-version: reload: loops=1 versioned=1 copied=[1-9][0-9]*$} "qprop-version" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-version: back: loops=1 versioned=0 copied=0$} "qprop-version" } } */
